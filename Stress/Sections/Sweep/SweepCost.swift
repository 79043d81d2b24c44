import Foundation
import KeyboardObservation

/// Section: ns per entry of a sweep over 100,000 observers, half of them
/// stray, beside a bare loop loading 100,000 weak references to the same
/// clients (the physical floor of any sweep).
@MainActor
enum SweepCost {
    /// The sweep and its floor; the raw value starts the JSON keys.
    enum Way: String, ComparedWay {
        case sweep = ""
        case weakLoad = "weak_load"

        var label: String { self == .sweep ? "pool.sweep()" : "bare weak-load loop (floor)" }
    }

    /// One process's figures.
    struct Result: Codable {
        var entries: Int
        var nanosecondsPerEntry: PerWay<Way, Double>
        /// Sweep ÷ floor (stored: the median ratio over processes).
        var ratio: Double
        var evictedExactly: Bool
    }

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
        let entries = sizes.sweepEntries
        let events = Set(KeyboardEvent.allCases)
        var sweepSamples: [Double] = []
        var floorSamples: [Double] = []
        var exact = true
        for round in 0..<sizes.sweepRepetitions {
            let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
            var clients: [ProfileClient?] = (0..<entries).map { _ in ProfileClient() }
            for client in clients { pool.subscribe(client!, to: events) }
            let references = ContiguousArray(clients.map { WeakClientReference(client: $0) })
            for index in stride(from: 0, to: entries, by: 2) { clients[index] = nil }

            let timeFloor = { floorSamples.append(weakLoadLoop(references) / Double(entries)) }
            if round.isMultiple(of: 2) { timeFloor() }
            var evicted = 0
            sweepSamples.append(Measure.nanoseconds { evicted = pool.sweep() } / Double(entries))
            if !round.isMultiple(of: 2) { timeFloor() }
            exact = exact && evicted == entries / 2 && pool.count == entries - entries / 2
            withExtendedLifetime(clients) {}
            steps.stepEnded()
        }
        let cost = PerWay<Way, Double>([Measure.median(sweepSamples), Measure.median(floorSamples)])
        return Result(entries: entries, nanosecondsPerEntry: cost, ratio: cost[.sweep] / cost[.weakLoad], evictedExactly: exact)
    }

    /// Loads every weak reference once and counts the live ones.
    @inline(never)
    private static func weakLoadLoop(_ references: ContiguousArray<WeakClientReference>) -> Double {
        var live = 0
        let nanoseconds = Measure.nanoseconds {
            references.withUnsafeBufferPointer { references in
                for index in references.indices where references[index].load() != nil {
                    live += 1
                }
            }
        }
        blackHole(live)
        return nanoseconds
    }
}
