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

    /// A pool on `center` that reports to a new probe.
    static func pool(
        on center: NotificationCenter,
        sweepInterval: TimeInterval? = nil,
        sweepScheduler: any SweepScheduler = DispatchSweepScheduler()
    ) -> (pool: ObserverPool, probe: PoolProbe) {
        let counters = PoolCounters()
        let pool = ObserverPool(
            notificationCenter: center, sweepInterval: sweepInterval, sweepScheduler: sweepScheduler, counters: counters
        )
        return (pool, PoolProbe(counters: counters))
    }
}
