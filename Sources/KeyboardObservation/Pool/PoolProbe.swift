/// Counters that let the package's own `Stress` harness look inside a pool.
///
/// Not public API: `package` access, so only targets of this package (the
/// harness and the tests) can create one or pass it to a pool. A pool made
/// without a probe — every pool an app makes — pays one `nil` check per
/// post and per change to its observers, and nothing else.
///
/// ```swift
/// let probe = PoolProbe()
/// let pool = ObserverPool(notificationCenter: center, sweepInterval: nil, probe: probe)
/// center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: userInfo)
/// probe.decodes            // 1, however many clients
/// probe.liveObservers      // observers created and not yet let go of
/// ```
package final class PoolProbe: @unchecked Sendable {
    // NB: @unchecked Sendable. Every counter is read and written only with
    // `lock` held. The storm test posts from several threads into a probed
    // pool while the sweeper runs, under the thread sanitizer.
    private let lock = Lock()
    private var decodeCount = 0
    private var observersAdded = 0
    private var observersRemoved = 0

    /// A probe with every counter at zero.
    package init() {}

    /// `userInfo` decodes the pool has made, one per posted notification.
    package var decodes: Int {
        lock.withLock { decodeCount }
    }

    /// Observers the pool has created and not yet let go of (unsubscribed,
    /// evicted as stray, or dropped when the pool closed).
    package var liveObservers: Int {
        lock.withLock { observersAdded - observersRemoved }
    }

    func recordDecode() {
        lock.withLock { decodeCount += 1 }
    }

    func recordObserversAdded(_ count: Int) {
        guard count > 0 else { return }
        lock.withLock { observersAdded += count }
    }

    func recordObserversRemoved(_ count: Int) {
        guard count > 0 else { return }
        lock.withLock { observersRemoved += count }
    }
}
