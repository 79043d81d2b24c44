/// One target checked against one measured figure, printed as a line below
/// its section's table.
struct Verdict {
    enum Kind {
        /// A failure makes the harness exit non-zero.
        case correctness
        /// Reported, never asserted: speed depends on the machine.
        case target
    }

    var kind: Kind
    /// The target, e.g. "baseline ÷ pool at 1,000 clients ≥ 30×".
    var target: String
    /// The figure measured, e.g. "52.3×".
    var measured: String
    /// `nil` when the figure could not be measured here.
    var passed: Bool?

    var status: String {
        switch (passed, kind) {
        case (nil, _): "N/A "
        case (true?, _): "PASS"
        case (false?, .correctness): "FAIL"
        case (false?, .target): "MISS"
        }
    }

    var line: String { "\(status)  \(target): \(measured)" }

    var isFailure: Bool { kind == .correctness && passed == false }

    static func correctness(_ target: String, _ measured: String, _ passed: Bool) -> Verdict {
        Verdict(kind: .correctness, target: target, measured: measured, passed: passed)
    }

    static func target(_ target: String, _ measured: String, _ passed: Bool?) -> Verdict {
        Verdict(kind: .target, target: target, measured: measured, passed: passed)
    }
}
