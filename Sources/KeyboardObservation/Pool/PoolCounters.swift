/// Counters that let the package's own `Stress` harness look inside a pool.
///
/// Not part of the public API: it is SPI, visible only to a file that says
/// `@_spi(Stress) import KeyboardObservation` (the harness and the tests). A
/// pool made without counters — every pool an app makes — pays one `nil`
/// check per post and per change to its observers, and nothing else.
///
/// ```swift
/// let counters = PoolCounters()
/// let pool = ObserverPool(notificationCenter: center, sweepInterval: nil, counters: counters)
/// center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: userInfo)
/// counters.decodes            // 1, however many clients
/// counters.liveObservers      // observers created and not yet let go of
/// ```
@_spi(Stress) public final class PoolCounters: @unchecked Sendable {
    // NB: @unchecked Sendable. Every counter is read and written only with
    // `lock` held. `PoolCountersTests` posts from several threads into a
    // counted pool, and runs under the thread sanitizer in CI (.ci/tsan.sh).
    private let lock = Lock()
    private var decodeCount = 0
    private var observersAdded = 0
    private var observersRemoved = 0

    /// Counters all at zero.
    public init() {}

    /// `userInfo` decodes the pool has made, one per posted notification.
    public var decodes: Int {
        lock.withLock { decodeCount }
    }

    /// Observers the pool has created and not yet let go of (unsubscribed,
    /// evicted as stray, or dropped when the pool closed).
    public var liveObservers: Int {
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
