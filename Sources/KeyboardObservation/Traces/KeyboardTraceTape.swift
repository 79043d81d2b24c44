import Foundation

/// What a ``KeyboardTraceRecorder`` registers with its pool: it turns each
/// arrival into a step, timed from its creation, and keeps the steps in
/// arrival order under its lock, whatever thread they arrive on.
final class KeyboardTraceTape: PoolTap {
    private struct Recording {
        /// The keyboard when the tape was registered; set once, just after.
        var start: KeyboardState?
        /// Everything that arrived since, in order.
        var arrivals: [KeyboardTrace.Step] = []
    }

    private let recording = LockIsolated(Recording())
    private let clock: @Sendable () -> Date
    private let startDate: Date

    /// - Parameter clock: Now; `Date.init` outside tests.
    init(clock: @escaping @Sendable () -> Date) {
        self.clock = clock
        startDate = clock()
    }

    /// Everything recorded so far, as a value: the keyboard at the start,
    /// at time 0, ahead of whatever arrived, even what arrived on another
    /// thread before ``begin(with:)`` was called.
    var trace: KeyboardTrace {
        recording.withLock { recording in
            let start = recording.start.map { KeyboardTrace.Step(time: 0, kind: .start($0)) }
            return KeyboardTrace(steps: (start.map { [$0] } ?? []) + recording.arrivals)
        }
    }

    /// The keyboard as the pool knew it when the tape was registered.
    func begin(with state: KeyboardState) {
        recording.withLock { $0.start = state }
    }

    func poolReceived(
        _ event: KeyboardEvent, userInfo: [AnyHashable: Any]?, screen: KeyboardScreen?,
        decoded: Result<KeyboardInfo, KeyboardInfoError>
    ) {
        let post = KeyboardTrace.Post(event, userInfo: userInfo, screen: screen, decoded: decoded)
        record(.post(post))
    }

    func poolReceived(_ reading: KeyboardLayoutGuideReading) {
        record(.guideLayout(KeyboardTrace.GuideLayout(reading)))
    }

    /// Appends a step, timed now. The time is read under the lock, so
    /// times never decrease along the steps.
    private func record(_ kind: KeyboardTrace.Step.Kind) {
        recording.withLock { recording in
            recording.arrivals.append(KeyboardTrace.Step(time: clock().timeIntervalSince(startDate), kind: kind))
        }
    }
}
