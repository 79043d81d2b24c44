#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whether the machine was quiet enough for the timing verdicts to mean much:
/// the load average when the run started (other work on the machine), and
/// how far the timing figures moved between the fresh processes of a section.
///
/// Timing targets are figures of one machine at one moment: a busy machine
/// turns PASS into MISS without any change in the package. The report says so
/// in one line; correctness (FAIL) does not depend on it.
struct MachineLoad {
    /// The 1-minute load average when the run started; `nil` where the system does not tell.
    var loadAtStart: Double?
    /// Cores the system offers this process.
    var cores: Int
    /// Over every timing figure measured in several processes, the median of
    /// (highest − lowest) ÷ median; `nil` when no section ran in several processes.
    var medianSpread: Double?
    /// Fresh processes per timing section.
    var processes: Int

    /// How much the machine's load says about the timing verdicts.
    enum Level: String {
        /// Little other work: the verdicts are the package's on this machine.
        case quiet
        /// Other work had about a core's worth of the machine, but the timings held steady between processes.
        case someWork = "some_work"
        /// More runnable work than cores, or timings that moved too much between processes.
        case busy
    }

    /// A 1-minute load average at or above this share of the cores is other work worth mentioning.
    static let someWorkPerCore = 0.5
    /// At or above this share, every core had other work: timings are time-shared.
    static let busyLoadPerCore = 1.0
    /// Timings that moved more than this between processes are noise as much as measurement.
    static let noisySpread = 0.25

    /// The 1-, 5- and 15-minute load averages now (`getloadavg`, on Linux and Apple platforms alike).
    static func loadAverages() -> [Double]? {
        var loads = (0.0, 0.0, 0.0)
        let read = withUnsafeMutablePointer(to: &loads) { tuple in
            tuple.withMemoryRebound(to: Double.self, capacity: 3) { getloadavg($0, 3) }
        }
        return read == 3 ? [loads.0, loads.1, loads.2] : nil
    }

    /// The load when the run started, with the spread of `report`'s timing figures.
    init(loadAtStart: Double?, report: StressReport) {
        self.loadAtStart = loadAtStart
        cores = ProcessInfo.processInfo.activeProcessorCount
        processes = report.processes
        let spreads = report.outcomes.filter { $0.json.processes > 1 }.flatMap { Self.timingSpreads($0.json) }.sorted()
        medianSpread = spreads.isEmpty ? nil : spreads[spreads.count / 2]
    }

    /// What the load means for the verdicts: the spread between processes is
    /// the direct evidence; the load average, a 1-minute average in which
    /// work that has just ended still counts, only a hint.
    var level: Level {
        let perCore = loadAtStart.map { $0 / Double(max(cores, 1)) } ?? 0
        if medianSpread.map({ $0 > Self.noisySpread }) ?? false || perCore >= Self.busyLoadPerCore {
            return .busy
        }
        return perCore >= Self.someWorkPerCore ? .someWork : .quiet
    }

    /// One paragraph for the report: what was measured, and what it means for the verdicts.
    var paragraph: String {
        var facts: [String] = []
        if let loadAtStart {
            facts.append("load average \(Format.number(loadAtStart, decimals: 2)) on \(cores) cores when the run started")
        }
        if let medianSpread {
            facts.append("the timings moved \(Format.number(medianSpread * 100, decimals: 0))% (median, lowest to highest) "
                + "between the \(processes) processes of a section")
        }
        let measured = facts.isEmpty ? "" : " (" + facts.joined(separator: "; ") + ")"
        switch level {
        case .quiet:
            return "Machine load: quiet\(measured). Timing targets still move with the machine; correctness does not."
        case .someWork:
            let steady = medianSpread == nil
                ? "No section ran in several processes to show whether the timings moved"
                : "The timings held steady between processes"
            return "Machine load: some other work\(measured). \(steady), but a MISS close to its target may be "
                + "this machine's rather than the package's. Correctness does not depend on load."
        case .busy:
            return "Machine load: BUSY\(measured). Timing targets move with the machine: read this run's PASS and MISS "
                + "lines as this machine's at this moment, not the package's, and run again on an idle machine for "
                + "figures to compare. Correctness (the FAIL lines) does not depend on load."
        }
    }

    /// The facts under the JSON's `load` key.
    var json: [String: Any] {
        [
            "load_average_at_start": JSONFigure.number(loadAtStart),
            "cores": cores,
            "median_spread": JSONFigure.number(medianSpread),
            "level": level.rawValue,
        ]
    }

    /// (highest − lowest) ÷ median of each timing figure of a section: its
    /// numbers whose key path names nanoseconds (`ns` between underscores or dots).
    private static func timingSpreads(_ spread: Spread<[String: Any]>) -> [Double] {
        let median = leaves(spread.median), low = leaves(spread.low), high = leaves(spread.high)
        return median.compactMap { path, value in
            guard value > 0, path.split(whereSeparator: { !$0.isLetter }).contains("ns"),
                  let low = low[path], let high = high[path]
            else { return nil }
            return (high - low) / value
        }
    }

    /// Every number in a JSON tree, by its path (`drag.3.pool_ns_per_frame`).
    private static func leaves(_ value: Any, path: String = "") -> [String: Double] {
        switch value {
        case let object as [String: Any]:
            return object.reduce(into: [:]) { all, entry in
                all.merge(leaves(entry.value, path: path + "." + entry.key)) { $1 }
            }
        case let array as [Any]:
            return array.enumerated().reduce(into: [:]) { all, entry in
                all.merge(leaves(entry.element, path: path + "." + String(entry.offset))) { $1 }
            }
        case let number as Double:
            return [path: number]
        case let number as Int:
            return [path: Double(number)]
        default:
            return [:]
        }
    }
}
