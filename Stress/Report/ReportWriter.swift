import Foundation

/// The report as text: printed at the end of a run, and written with its
/// plot as `report.md` and `screens.svg`.
@MainActor
enum ReportWriter {
    /// What produced the report.
    struct Run {
        var command: String
        var quick: Bool
        var processes: Int
        /// The commit and the machine, read when the run started (``Machine/summary``).
        var machine: String
        /// How busy the machine was, and how far the timings moved between processes.
        var load: MachineLoad
        var seconds: Double
    }

    static let plotFile = "screens.svg"

    /// What the command prints: the report without the plot.
    static func text(_ report: StressReport, _ run: Run) -> String {
        document(report, run, plot: false)
    }

    /// Writes `report.md` and, when there is one, the plot into `directory`.
    static func write(_ report: StressReport, _ run: Run, to directory: String) throws {
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(document(report, run, plot: true).utf8).write(to: url.appendingPathComponent("report.md"))
        if let chart = ScreensPlot.chart(report) {
            try Data(chart.svg.utf8).write(to: url.appendingPathComponent(plotFile))
        }
    }

    /// The title; what the keyboard costs an app; the plot; how it was
    /// measured; every section's table and verdicts; the verdict.
    private static func document(_ report: StressReport, _ run: Run, plot: Bool) -> String {
        var parts = ["# KeyboardObservation stress report", ""] + UserSummary.lines(report)
        if plot, ScreensPlot.chart(report) != nil {
            parts += ["![What the keyboard costs per screen, beside one 120 Hz frame](\(plotFile))", ""]
        }
        parts += [
            "`\(run.command)` — \(run.quick ? "quick" : "full") run, \(ProcessInfo.processInfo.activeProcessorCount) cores, "
                + "\(ProcessInfo.processInfo.operatingSystemVersionString); each timing section in \(run.processes) fresh "
                + "process\(run.processes == 1 ? "" : "es") of its own.",
            "",
            run.machine,
            "",
        ]
        parts += report.sections.enumerated().map { $1.markdown(number: $0 + 1) }
        parts += ["## Verdict", "", summary(report), "", run.load.paragraph, "",
                  "Measured in \(Format.duration(run.seconds))."]
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
}
