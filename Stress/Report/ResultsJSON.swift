import Foundation

/// The results as JSON, under the keys docs/Performance.md lists: each
/// section's figures (medians at the top, the lowest and highest under `min`
/// and `max`), every verdict line under `verdicts`, by key, and the machine's
/// load under `load`.
///
/// Sections that did not run are left out; figures this platform cannot
/// measure (heap statistics off glibc) are `null`.
enum ResultsJSON {
    static func data(_ report: StressReport, quick: Bool, load: MachineLoad) throws -> Data {
        let merged = { (pick: (Spread<[String: Any]>) -> [String: Any]) in
            report.outcomes.reduce(into: [String: Any]()) { root, outcome in root.merge(pick(outcome.json)) { $1 } }
        }
        var root = merged(\.median)
        root["min"] = merged(\.low)
        root["max"] = merged(\.high)
        root["mode"] = quick ? "quick" : "full"
        root["processes"] = report.processes
        root["correctness_failures"] = report.verdicts.filter(\.isFailure).map(\.target)
        root["load"] = load.json
        root["verdicts"] = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.key, verdict($0)) })
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }

    /// A verdict line: its kind, status (PASS, MISS, FAIL, N/A, INFO), target and figure as printed.
    private static func verdict(_ verdict: Verdict) -> [String: Any] {
        var object: [String: Any] = [
            "kind": verdict.kind.rawValue,
            "status": verdict.status.trimmingCharacters(in: .whitespaces),
            "target": verdict.target,
            "measured": verdict.measured,
        ]
        object["measures"] = verdict.measures
        return object
    }
}

/// How a figure is written in the JSON.
enum JSONFigure {
    /// A finite figure rounded to 0.01, or `null`.
    static func number(_ value: Double?) -> Any {
        guard let value, value.isFinite else { return NSNull() }
        return (value * 100).rounded() / 100
    }
}
