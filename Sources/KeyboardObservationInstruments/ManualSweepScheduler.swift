import Foundation
import KeyboardObservation

/// A `SweepScheduler` whose time moves only when a test advances it.
///
/// ```swift
/// let scheduler = ManualSweepScheduler()
/// let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: 10,
///                         sweepScheduler: scheduler)
/// scheduler.advance(by: 10)            // the sweeper runs once, now, on this thread
/// #expect(scheduler.activeTimerCount == 1)
/// ```
package final class ManualSweepScheduler: SweepScheduler, Sendable {
    private struct State {
        var now: TimeInterval = 0
        var timers: [ManualTimer] = []
    }

    private let state = LockIsolated(State())

    /// A scheduler at time zero with nothing scheduled.
    package init() {}

    /// Seconds advanced so far.
    package var currentTime: TimeInterval {
        state.withLock { $0.now }
    }

    /// Timers scheduled and not cancelled (a released pool leaves none).
    package var activeTimerCount: Int {
        state.withLock { $0.timers.filter { !$0.isCancelled }.count }
    }

    /// Records a repeating timer; it fires only inside ``advance(by:)``.
    package func scheduleRepeating(
        every interval: TimeInterval,
        _ action: @escaping @Sendable () -> Void
    ) -> @Sendable () -> Void {
        let timer = state.withLock { state in
            let timer = ManualTimer(interval: interval, firstFire: state.now + interval, action: action)
            state.timers.append(timer)
            return timer
        }
        return { timer.cancel() }
    }

    /// Moves time forward, running every tick that falls due, in time order,
    /// on the calling thread.
    ///
    /// - Parameter seconds: How far to move.
    package func advance(by seconds: TimeInterval) {
        let target = state.withLock { $0.now + seconds }
        while let action = nextDueAction(upTo: target) {
            action()
        }
        state.withLock { $0.now = target }
    }

    private func nextDueAction(upTo target: TimeInterval) -> (@Sendable () -> Void)? {
        state.withLock { state in
            state.timers.removeAll { $0.isCancelled }
            let due = state.timers.map { ($0, $0.nextFire) }.filter { $0.1 <= target }.min { $0.1 < $1.1 }
            guard let (timer, fire) = due else { return nil }
            state.now = fire
            timer.advance()
            return timer.action
        }
    }
}

/// One repeating timer of a ``ManualSweepScheduler``.
final class ManualTimer: Sendable {
    let interval: TimeInterval
    let action: @Sendable () -> Void
    /// When it next fires, and whether it was cancelled.
    private let state: LockIsolated<(nextFire: TimeInterval, isCancelled: Bool)>

    init(interval: TimeInterval, firstFire: TimeInterval, action: @escaping @Sendable () -> Void) {
        self.interval = interval
        self.action = action
        self.state = LockIsolated((nextFire: firstFire, isCancelled: false))
    }

    var nextFire: TimeInterval {
        state.withLock { $0.nextFire }
    }

    var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    /// Moves the next fire one interval on.
    func advance() {
        state.withLock { $0.nextFire += interval }
    }

    func cancel() {
        state.withLock { $0.isCancelled = true }
    }
}
