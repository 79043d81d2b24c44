import Dispatch
import Foundation

/// A source of repeating ticks for a pool's sweeper: dispatch timers in
/// apps, a manual scheduler (`ManualSweepScheduler`) in tests, so nothing sleeps.
package protocol SweepScheduler: Sendable {
    /// Calls `action` every `interval` seconds until the returned closure is
    /// called; calling it again does nothing.
    func scheduleRepeating(every interval: TimeInterval, _ action: @escaping @Sendable () -> Void)
        -> @Sendable () -> Void
}

/// Ticks from a `DispatchSourceTimer` on a queue: the main queue by default,
/// so a client a sweep happens to release is deinitialised where UIKit expects.
package struct DispatchSweepScheduler: SweepScheduler {
    private let queue: DispatchQueue

    package init(queue: DispatchQueue = .main) { self.queue = queue }

    /// The shortest interval a timer repeats at, so it never spins.
    package static let minimumInterval: TimeInterval = 0.001

    package func scheduleRepeating(every interval: TimeInterval, _ action: @escaping @Sendable () -> Void)
        -> @Sendable () -> Void {
        let source = DispatchSource.makeTimerSource(queue: queue)
        let seconds = interval.isNaN ? Self.minimumInterval : min(max(interval, Self.minimumInterval), 1e9)
        let nanoseconds = Int(seconds * 1e9)
        source.schedule(
            deadline: .now() + .nanoseconds(nanoseconds),
            repeating: .nanoseconds(nanoseconds),
            leeway: .nanoseconds(nanoseconds / 10)
        )
        source.setEventHandler(handler: action)
        source.resume()
        // NB: boxed because `DispatchSourceTimer` is not `Sendable`; libdispatch
        // allows cancelling a source from any thread, and more than once.
        let box = LockIsolated(source)
        return { box.withLock { $0.cancel() } }
    }
}
