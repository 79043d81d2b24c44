import Foundation
import KeyboardObservation

/// Section: ns per subscribe + unsubscribe pair with 100 and with 100,000
/// clients already held: flat when both steps are O(1).
@MainActor
enum SubscribeScaling {
    /// One process's figures.
    struct Result: Codable {
        /// The cost of a pair with `held` clients already subscribed.
        struct Pair: Codable {
            var held: Int
            var nanoseconds: Double
        }

        /// Held clients → ns per pair.
        var nanosecondsPerPair: [Pair]
        /// The pair with the most clients held ÷ with the fewest (stored: the median ratio over processes).
        var mostOverFewest: Double
    }

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
        let events = Set(KeyboardEvent.allCases)
        let held = sizes.subscribeHeld.map { count in
            let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
            let clients = (0..<count).map { _ in ProfileClient() }
            for client in clients { pool.subscribe(client, to: events) }
            return (pool: pool, clients: clients)
        }
        // The same few clients come and go; each gets its weak-reference side
        // table before timing starts, as any client that ever subscribed has.
        let visitors = (0..<1_024).map { _ in ProfileClient() }
        for (pool, _) in held {
            for visitor in visitors {
                pool.subscribe(visitor, to: events)
                pool.unsubscribe(visitor)
            }
        }
        let medians = Measure.medianNanosecondsPerUnit(sizes.subscribe, held.map { entry in
            { pairs in
                for index in 0..<pairs {
                    let visitor = visitors[index & 1_023]
                    entry.pool.subscribe(visitor, to: events)
                    entry.pool.unsubscribe(visitor)
                }
            }
        }, afterRound: { steps.stepEnded() })
        withExtendedLifetime(held) {}
        return Result(
            nanosecondsPerPair: zip(sizes.subscribeHeld, medians).map { Result.Pair(held: $0, nanoseconds: $1) },
            mostOverFewest: medians[medians.count - 1] / medians[0]
        )
    }
}
