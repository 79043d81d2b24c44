import Foundation

/// The pool's locks and allocations per drag frame, at each count of
/// behaviors, counted untimed in a fresh process of their own (the harness
/// started again with `--drag-counts`): locks from the pool's counters,
/// allocations with ``MallocTrace``, which the process must be started for.
/// A few frames are dragged first, so what is counted is a frame of a drag
/// under way.
@MainActor
enum DragCounts {
    /// Frames dragged before counting, and counted.
    static let warmUpFrames = 4
    static let countedFrames = 1_000

    /// The counts at each of `behaviors`, from a fresh process.
    static func measure(_ behaviors: [Int]) throws -> [Int: (locks: Double?, allocations: Double?)] {
        let trace = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboard-stress-malloc-\(ProcessInfo.processInfo.processIdentifier).log")
        defer { try? FileManager.default.removeItem(at: trace) }
        let figures = try Child.figures(
            ["--drag-counts", behaviors.map(String.init).joined(separator: ",")],
            environment: MallocTrace.environment(tracingTo: trace.path)
        )
        return Dictionary(uniqueKeysWithValues: behaviors.map { count in
            (count, (figures["locks_\(count)"], figures["allocations_\(count)"]))
        })
    }

    /// In the fresh process: counts at each of `behaviors` (the argument
    /// after `--drag-counts`, comma-separated), prints them as one JSON
    /// object (`locks_N`, `allocations_N`) and exits.
    static func run(_ behaviors: String) -> Never {
        var figures: [String: Double] = [:]
        for count in behaviors.split(separator: ",").compactMap({ Int($0) }) {
            let drag = PoolDrag(screens: count, counting: true)
            drag.drag(warmUpFrames)
            let locksBefore = drag.probe?.locks ?? 0
            let allocations = MallocTrace.allocations { drag.drag(countedFrames) }
            figures["locks_\(count)"] = drag.probe.map { Double($0.locks - locksBefore) / Double(countedFrames) }
            figures["allocations_\(count)"] = allocations.map { Double($0) / Double(countedFrames) }
        }
        let data = (try? JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])) ?? Data()
        FileHandle.standardOutput.write(data + Data("\n".utf8))
        exit(0)
    }
}
