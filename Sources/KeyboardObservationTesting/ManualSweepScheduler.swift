import Foundation
import KeyboardObservation

/// A ``SweepScheduler`` whose time moves only when a test advances it.
///
/// ```swift
/// let scheduler = ManualSweepScheduler()
/// let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: 10,
///                         sweepScheduler: scheduler)
/// scheduler.advance(by: 10)            // the sweeper runs once, now, on this thread
/// #expect(scheduler.activeTimerCount == 1)
/// ```
public final class ManualSweepScheduler: SweepScheduler, @unchecked Sendable {
    // NB: @unchecked Sendable. `now` and `timers` are read and written only
    // with `lock` held; actions run after the lock is released.
    private let lock = NSLock()
    private var now: TimeInterval = 0
    private var timers: [ManualTimer] = []

    /// A scheduler at time zero with nothing scheduled.
    public init() {}

    /// Seconds advanced so far.
    public var currentTime: TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return now
    }

    /// Timers scheduled and not cancelled (a released pool leaves none).
    public var activeTimerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return timers.filter { !$0.isCancelled }.count
    }

    /// Records a repeating timer; it fires only inside ``advance(by:)``.
    public func scheduleRepeating(
        every interval: TimeInterval,
        _ action: @escaping @Sendable () -> Void
    ) -> any SweepTimer {
        lock.lock()
        defer { lock.unlock() }
        let timer = ManualTimer(interval: interval, nextFire: now + interval, action: action)
        timers.append(timer)
        return timer
    }

    /// Moves time forward, running every tick that falls due, in time order,
    /// on the calling thread.
    ///
    /// - Parameter seconds: How far to move.
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        let target = now + seconds
        lock.unlock()
        while let action = nextDueAction(upTo: target) {
            action()
        }
        lock.lock()
        now = target
        lock.unlock()
    }

    private func nextDueAction(upTo target: TimeInterval) -> (@Sendable () -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        timers.removeAll { $0.isCancelled }
        guard let due = timers.filter({ $0.nextFire <= target }).min(by: { $0.nextFire < $1.nextFire }) else {
            return nil
        }
        now = due.nextFire
        due.nextFire += due.interval
        return due.action
    }
}

/// One repeating timer of a ``ManualSweepScheduler``.
final class ManualTimer: SweepTimer, @unchecked Sendable {
    // NB: @unchecked Sendable. `nextFire` is touched only with the owning
    // scheduler's lock held; `cancelled` is guarded by its own lock.
    let interval: TimeInterval
    let action: @Sendable () -> Void
    var nextFire: TimeInterval
    private let lock = NSLock()
    private var cancelled = false

    init(interval: TimeInterval, nextFire: TimeInterval, action: @escaping @Sendable () -> Void) {
        self.interval = interval
        self.nextFire = nextFire
        self.action = action
    }

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
