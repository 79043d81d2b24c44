import Foundation

/// Writes `report.md` and `fanout.svg` into a directory.
enum ReportWriter {
    /// The report as Markdown: a header naming the run, every section's
    /// table and verdicts, and the plot.
    static func markdown(_ report: StressReport, header: String) -> String {
        var parts = ["# KeyboardObservation stress report", "", header, ""]
        if report.results.fanout != nil {
            parts += ["![Fan-out cost per posted notification](fanout.svg)", ""]
        }
        parts += report.sections.map(\.markdown)
        parts += ["## Verdict", "", summary(report)]
        return parts.joined(separator: "\n") + "\n"
    }

    /// One line: how many targets passed, whether correctness held, and how
    /// many figures are shown for information.
    static func summary(_ report: StressReport) -> String {
        let verdicts = report.verdicts
        let measured = verdicts.filter { $0.kind != .information && $0.passed != nil }
        let passed = measured.filter { $0.passed == true }.count
        let information = verdicts.filter { $0.kind == .information }.count
        let failures = verdicts.filter(\.isFailure).map(\.target)
        let correctness = failures.isEmpty ? "correctness: all held" : "correctness FAILED: " + failures.joined(separator: "; ")
        let shown = information > 0 ? "; \(information) figures shown for information" : ""
        return "\(passed) of \(measured.count) targets met; \(correctness)\(shown)."
    }

    static func write(_ report: StressReport, header: String, to directory: String) throws {
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(markdown(report, header: header).utf8).write(to: url.appendingPathComponent("report.md"))
        if let fanout = report.results.fanout {
            try Data(FanoutPlot(rows: fanout.rows).svg.utf8).write(to: url.appendingPathComponent("fanout.svg"))
        }
    }
}
