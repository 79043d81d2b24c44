/// Counters that let the package's own `Stress` harness and tests look inside a pool.
///
/// `package`, not public: visible to this package's targets only. A pool made
/// without counters — every pool an app makes — pays one `nil` check per post
/// and per change to its observers, and nothing else.
///
/// ```swift
/// let counters = PoolCounters()
/// let pool = ObserverPool(notificationCenter: center, sweepInterval: nil, counters: counters)
/// center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: userInfo)
/// counters.decodes            // 1, however many clients
/// counters.liveObservers      // observers created and not yet let go of
/// ```
package final class PoolCounters: Sendable {
    private struct Counts {
        var decodes = 0
        var observersAdded = 0
        var observersRemoved = 0
    }

    private let counts = LockIsolated(Counts())

    /// Counters all at zero.
    package init() {}

    /// `userInfo` decodes the pool has made, one per posted notification.
    package var decodes: Int {
        counts.withLock { $0.decodes }
    }

    /// Observers the pool has created and not yet let go of (unsubscribed,
    /// evicted as stray, or dropped when the pool closed).
    package var liveObservers: Int {
        counts.withLock { $0.observersAdded - $0.observersRemoved }
    }

    func recordDecode(count: Int = 1) {
        guard count > 0 else { return }
        counts.withLock { $0.decodes += count }
    }

    func recordObserversAdded(_ count: Int) {
        guard count > 0 else { return }
        counts.withLock { $0.observersAdded += count }
    }

    func recordObserversRemoved(_ count: Int) {
        guard count > 0 else { return }
        counts.withLock { $0.observersRemoved += count }
    }
}
