import KeyboardObservation

/// Counters that let the package's own harness and tests look inside a pool.
///
/// A pool made without counters (every pool an app makes) pays one `nil`
/// check per post, per change to its observers and per taking of its lock.
/// Counting the takings of the lock costs a lock of the counters' own each
/// time, so only counters made with `countingLocks: true` count them: a
/// timed run leaves them out.
///
/// ```swift
/// let center = NotificationCenter()
/// let counters = PoolCounters()
/// let pool = ObserverPool(notificationCenter: center, sweepInterval: nil,
///                         sweepScheduler: DispatchSweepScheduler(), counters: counters)
/// center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: userInfo)
/// #expect(counters.decodes == 1)   // however many clients
/// ```
package final class PoolCounters: PoolCounting {
    private let counts = LockIsolated((decodes: 0, added: 0, removed: 0, locks: 0))

    /// Whether each taking of the pool's lock is counted (``lockTaken()``).
    private let countsLocks: Bool

    /// Counters all at zero; `countingLocks` also counts each taking of the pool's lock.
    package init(countingLocks: Bool = false) {
        countsLocks = countingLocks
    }

    /// `userInfo` decodes the pool has made.
    package var decodes: Int { counts.withLock { $0.decodes } }

    /// Observers created and not yet let go of (unsubscribed, evicted, or
    /// dropped when the pool closed).
    package var liveObservers: Int { counts.withLock { $0.added - $0.removed } }

    /// How many times the pool has taken its lock (0 unless made with `countingLocks: true`).
    package var locks: Int { counts.withLock { $0.locks } }

    /// Counts one taking of the pool's lock, when made to.
    package func lockTaken() {
        guard countsLocks else { return }
        counts.withLock { $0.locks += 1 }
    }

    /// Adds to the counts.
    package func record(decodes: Int, added: Int, removed: Int) {
        counts.withLock {
            $0.decodes += decodes
            $0.added += added
            $0.removed += removed
        }
    }
}
