import Foundation
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Weak references to objects a test expects to be freed.
///
/// ```swift
/// var probes = WeakProbes()
/// do {
///     let client = RecordingClient()
///     probes.watch(client)
/// }
/// #expect(probes.aliveCount == 0)
/// ```
struct WeakProbes {
    private var references: [WeakReference] = []

    mutating func watch(_ object: AnyObject) {
        references.append(WeakReference(object))
    }

    /// How many watched objects are still alive.
    var aliveCount: Int {
        references.count { $0.object != nil }
    }

    var count: Int { references.count }
}

/// One weak reference.
final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// An object with no behavior, captured by a closure a pool owns (its
/// `onInvalidNotification`): while the pool's internal storage lives, so
/// does the sentinel, so a weak reference to it shows that the storage, its
/// registry and every observer in it were freed.
final class Sentinel: Sendable {
    init() {}
}

/// Weak views of a pool and of its internal storage.
///
/// The storage is seen through a ``Sentinel`` that the pool's
/// `onInvalidNotification` hook keeps alive: the storage owns the hook.
final class PoolProbe {
    weak var pool: ObserverPool?
    weak var storage: Sentinel?

    /// Makes a pool with the sweeper off unless a scheduler is given, and a probe for it.
    @MainActor
    static func makePool(
        on center: NotificationCenter, sweepInterval: TimeInterval? = nil,
        sweepScheduler: any SweepScheduler = ManualSweepScheduler(),
        reportingTo invalid: LockIsolated<[InvalidPost]> = LockIsolated([])
    ) -> (ObserverPool, PoolProbe) {
        let sentinel = Sentinel()
        let pool = ObserverPool(
            notificationCenter: center, sweepInterval: sweepInterval, sweepScheduler: sweepScheduler,
            onInvalidNotification: invalid.recorder(keeping: sentinel)
        )
        let probe = PoolProbe()
        probe.pool = pool
        probe.storage = sentinel
        return (pool, probe)
    }

    /// Makes a pool on `center` with `client` subscribed, runs `whileAlive`
    /// while the pool lives, then lets the pool go; returns its probe.
    @MainActor
    static func releasedPool(
        on center: NotificationCenter, subscribing client: any KeyboardObservable,
        whileAlive: () async -> Void
    ) async -> PoolProbe {
        let (pool, probe) = makePool(on: center)
        pool.subscribe(client)
        await whileAlive()
        withExtendedLifetime(pool) {}
        return probe
    }
}
