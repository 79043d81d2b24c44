/// One target checked against one measured figure, or a figure shown for
/// information, printed as a line below its section's table.
struct Verdict {
    /// What a failure of the line means.
    enum Kind: String {
        /// A failure makes the harness exit non-zero.
        case correctness
        /// Reported, never asserted: speed depends on the machine.
        case target
        /// A figure that is no longer a target, with what it measures.
        case information
    }

    var kind: Kind
    /// Its key under `verdicts` in the JSON results, e.g. `fanout_handwritten_over_pool_1000`.
    var key: String
    /// The target, e.g. "fan-out: hand-written ÷ pool at 1,000 clients ≥ 30×";
    /// for information, the figure and the target it once had.
    var target: String
    /// The figure measured, e.g. "52.3×".
    var measured: String
    /// `nil` when the figure could not be measured here, and for information.
    var passed: Bool?
    /// For information: one line saying what the figure measures.
    var measures: String?

    var status: String {
        switch (kind, passed) {
        case (.information, _): "INFO"
        case (_, nil): "N/A "
        case (_, true?): "PASS"
        case (.correctness, false?): "FAIL"
        case (_, false?): "MISS"
        }
    }

    /// The verdict as printed: one line, and for information a second
    /// saying what the figure measures.
    var line: String {
        let first = "\(status)  \(target): \(measured)"
        guard let measures else { return first }
        return first + "\n          measures: " + measures
    }

    var isFailure: Bool { kind == .correctness && passed == false }

    static func correctness(_ key: String, _ target: String, _ measured: String, _ passed: Bool) -> Verdict {
        Verdict(kind: .correctness, key: key, target: target, measured: measured, passed: passed)
    }

    static func target(_ key: String, _ target: String, _ measured: String, _ passed: Bool?) -> Verdict {
        Verdict(kind: .target, key: key, target: target, measured: measured, passed: passed)
    }

    static func information(_ key: String, _ figure: String, _ measured: String, measures: String) -> Verdict {
        Verdict(kind: .information, key: key, target: figure, measured: measured, passed: nil, measures: measures)
    }
}
