import Dispatch
import Foundation

/// A source of repeating ticks for an ``ObserverPool``'s sweeper.
///
/// Production code uses ``DispatchSweepScheduler``; tests inject a manual one
/// (`ManualSweepScheduler` in `KeyboardObservationTesting`) and advance time
/// by hand, so nothing sleeps.
package protocol SweepScheduler: Sendable {
    /// Calls `action` every `interval` seconds until the returned timer is cancelled.
    ///
    /// - Parameters:
    ///   - interval: Seconds between ticks; positive and finite.
    ///   - action: The work of one tick.
    /// - Returns: A timer whose ``SweepTimer/cancel()`` stops the ticks.
    func scheduleRepeating(every interval: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any SweepTimer
}

/// A repeating schedule made by a ``SweepScheduler``.
package protocol SweepTimer: Sendable {
    /// Stops the ticks; safe to call more than once.
    func cancel()
}

/// Ticks from a `DispatchSourceTimer` on a queue (the main queue by default).
///
/// The main queue is the default because a sweep loads each client's weak
/// reference; on the main queue, a client whose last owner lets go meanwhile
/// is still deinitialised on the main thread, where UIKit expects it.
package struct DispatchSweepScheduler: SweepScheduler {
    private let queue: DispatchQueue

    /// - Parameter queue: Where ticks run; the main queue by default.
    package init(queue: DispatchQueue = .main) {
        self.queue = queue
    }

    /// The shortest interval a timer repeats at: a millisecond, so a tiny
    /// interval cannot turn into a timer that fires without pause.
    package static let minimumInterval: TimeInterval = 0.001

    /// Starts a `DispatchSourceTimer` with 10% leeway; the interval is kept
    /// between ``minimumInterval`` and a billion seconds.
    package func scheduleRepeating(
        every interval: TimeInterval,
        _ action: @escaping @Sendable () -> Void
    ) -> any SweepTimer {
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
        return DispatchSweepTimer(source: source)
    }
}

/// Cancels its `DispatchSourceTimer` when asked or when released.
final class DispatchSweepTimer: SweepTimer {
    /// Boxed because `DispatchSourceTimer` is not `Sendable`; libdispatch
    /// allows cancelling a source from any thread.
    private let source: LockIsolated<any DispatchSourceTimer>

    init(source: any DispatchSourceTimer) {
        self.source = LockIsolated(source)
    }

    deinit {
        cancel()
    }

    func cancel() {
        source.withLock { $0.cancel() }
    }
}
