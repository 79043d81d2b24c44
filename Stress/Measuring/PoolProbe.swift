import Foundation
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting

/// The harness's one window into a pool's counters (`PoolCounters`, from the
/// package's testing support).
struct PoolProbe: Sendable {
    private let counters: PoolCounters

    /// `userInfo` decodes the pool has made so far.
    var decodes: Int { counters.decodes }

    /// Observers the pool has created and not yet let go of.
    var liveObservers: Int { counters.liveObservers }

    /// How many times the pool has taken its lock (counted only by a probe made `countingLocks`).
    var locks: Int { counters.locks }

    /// A pool on `center` that reports to a new probe; `countingLocks` also
    /// counts each taking of its lock, which costs (untimed runs only).
    static func pool(
        on center: NotificationCenter,
        sweepInterval: TimeInterval? = nil,
        sweepScheduler: any SweepScheduler = DispatchSweepScheduler(),
        countingLocks: Bool = false
    ) -> (pool: ObserverPool, probe: PoolProbe) {
        let counters = PoolCounters(countingLocks: countingLocks)
        let pool = ObserverPool(
            notificationCenter: center, sweepInterval: sweepInterval, sweepScheduler: sweepScheduler, counters: counters
        )
        return (pool, PoolProbe(counters: counters))
    }
}

/// A pool on a center with clients subscribed, and its probe: how the
/// fan-out and the realistic show reach their clients through the pool.
@MainActor
final class ProbedPool {
    private let pool: ObserverPool
    private let probe: PoolProbe

    init(on center: NotificationCenter, subscribing clients: [ProfileClient], to events: Set<KeyboardEvent>) {
        (pool, probe) = PoolProbe.pool(on: center)
        for client in clients { pool.subscribe(client, to: events) }
    }

    /// Decodes the pool has made per unit of work (a post, a show + hide cycle) over `units` units.
    func decodes(per units: Int) -> Double {
        units == 0 ? 0 : Double(probe.decodes) / Double(units)
    }
}
