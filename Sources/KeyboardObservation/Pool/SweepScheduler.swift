import Dispatch
import Foundation

/// A source of repeating ticks for a pool's sweeper: the main queue in apps,
/// a manual scheduler (`ManualSweepScheduler`) in tests, so nothing sleeps.
package protocol SweepScheduler: Sendable {
    /// Calls `action` every `interval` seconds until the returned closure is
    /// called; calling it again does nothing.
    func scheduleRepeating(every interval: TimeInterval, _ action: @escaping @Sendable () -> Void)
        -> @Sendable () -> Void
}

/// Ticks on a dispatch queue, the main queue by default, so a client a sweep
/// happens to release is deinitialised where UIKit expects.
package struct DispatchSweepScheduler: SweepScheduler {
    private let queue: DispatchQueue

    package init(queue: DispatchQueue = .main) { self.queue = queue }

    /// The shortest interval a tick repeats at, so it never spins.
    package static let minimumInterval: TimeInterval = 0.001
    /// The longest, so the deadline arithmetic cannot overflow.
    package static let maximumInterval: TimeInterval = 1e9

    /// `interval` within ``minimumInterval`` and ``maximumInterval``; `NaN` gives the minimum.
    package static func clampedInterval(_ interval: TimeInterval) -> TimeInterval {
        interval.isNaN ? minimumInterval : min(max(interval, minimumInterval), maximumInterval)
    }

    package func scheduleRepeating(every interval: TimeInterval, _ action: @escaping @Sendable () -> Void)
        -> @Sendable () -> Void {
        let nanoseconds = Int(Self.clampedInterval(interval) * 1e9)
        let tick = RepeatingTick(queue: queue, interval: .nanoseconds(nanoseconds), action: action)
        tick.schedule()
        return { tick.cancel() }
    }
}

/// One repeating tick: each firing schedules the next, until cancelled.
/// The chain holds the tick, and the tick holds only `action` (a pool's
/// sweeper captures its storage weakly), so nothing keeps a pool alive.
private final class RepeatingTick: Sendable {
    private let queue: DispatchQueue
    private let interval: DispatchTimeInterval
    private let action: @Sendable () -> Void
    private let isCancelled = LockIsolated(false)

    init(queue: DispatchQueue, interval: DispatchTimeInterval, action: @escaping @Sendable () -> Void) {
        self.queue = queue
        self.interval = interval
        self.action = action
    }

    func schedule() {
        queue.asyncAfter(deadline: .now() + interval) { [self] in
            guard !isCancelled.withLock({ $0 }) else { return }
            action()
            guard !isCancelled.withLock({ $0 }) else { return }
            schedule()
        }
    }

    func cancel() { isCancelled.withLock { $0 = true } }
}
