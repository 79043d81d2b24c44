#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One section's progress while it runs, on standard error: where it is and
/// about how long it has left.
///
/// The estimate is the planned steps still to run (``StressSection/plannedSteps(_:)``
/// for each process) times the time per step measured so far in this
/// section: nothing is shown before the first step ends, and nothing waits
/// to make a line appear. On a terminal the line is redrawn as each step
/// ends; in a log (CI), a line is written as each process ends, and one when
/// the section ends.
@MainActor
final class SectionProgress {
    private let label: String
    private let processes: Int
    private let plannedSteps: Int
    private let start = Measure.now()
    private var stepsDone = 0
    private var processesDone = 0

    /// Whether standard error is a terminal, where a line can be redrawn.
    private static let redraws = isatty(STDERR_FILENO) != 0

    /// - Parameters:
    ///   - label: Which section, e.g. `[6/11] show`.
    ///   - processes: The processes it runs in, one after another.
    ///   - stepsPerProcess: The steps each of them takes.
    init(label: String, processes: Int, stepsPerProcess: Int) {
        self.label = label
        self.processes = processes
        plannedSteps = processes * max(1, stepsPerProcess)
        if Self.redraws {
            redraw()
        } else {
            write("\(label): \(processes == 1 ? "running here" : "\(processes) fresh processes, one after another")\n")
        }
    }

    /// About how many seconds are left: the steps still to run at the
    /// measured seconds per step; `nil` before the first step ended.
    var secondsLeft: Double? {
        guard stepsDone > 0 else { return nil }
        return seconds / Double(stepsDone) * Double(plannedSteps - stepsDone)
    }

    func stepEnded() {
        stepsDone = min(plannedSteps, stepsDone + 1)
        if Self.redraws { redraw() }
    }

    func processEnded() {
        processesDone += 1
        if !Self.redraws, processesDone < processes { write(status + "\n") }
    }

    /// The section's last line: how long it took.
    func finished() {
        let runs = processes == 1 ? "" : "\(processes) processes, "
        write((Self.redraws ? "\r\u{1B}[K" : "") + "\(label): \(runs)\(Format.duration(seconds))\n")
    }

    private var seconds: Double { Double(Measure.now() - start) / 1e9 }

    /// `[6/11] show: process 2 of 5, 12 s so far, about 31 s left`.
    private var status: String {
        let place = processes == 1 ? "" : "process \(min(processesDone + 1, processes)) of \(processes), "
        let left = secondsLeft.map { "about \(Format.duration($0)) left" } ?? "estimating the time left"
        return "\(label): \(place)\(Format.duration(seconds)) so far, \(left)"
    }

    private func redraw() { write("\r\u{1B}[K" + status) }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
