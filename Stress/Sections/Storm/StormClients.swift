import Foundation
import KeyboardObservation

/// A client subscribed for the whole storm: counts what it receives and
/// checks that each posting thread's posts arrive in the order posted.
@MainActor
final class StormClient: KeyboardObservable {
    let observedKeyboardEvents: Set<KeyboardEvent> = Set(StormPost.events)
    private(set) var received = 0
    /// Deliveries that skipped, repeated or reordered a thread's posts, or
    /// carried the wrong event for their sequence number.
    private(set) var outOfOrder = 0
    private var nextSequence: [Int]

    init(threads: Int) {
        nextSequence = Array(repeating: 0, count: threads)
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        received += 1
        let (thread, sequence) = StormPost.decode(info)
        guard nextSequence.indices.contains(thread) else {
            outOfOrder += 1
            return
        }
        if sequence != nextSequence[thread] || event != StormPost.event(sequence) {
            outOfOrder += 1
        }
        nextSequence[thread] = sequence + 1
    }
}

/// A client that churns: created off the main thread, subscribed on it,
/// unsubscribed or simply dropped from its own thread.
@MainActor
final class ChurnClient: KeyboardObservable {
    nonisolated init() {}

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        blackHole(info)
    }
}

/// What a storm post carries: the posting thread and its sequence number,
/// in the end frame's origin (whole numbers, exact in a `Double`).
enum StormPost {
    static let events: [KeyboardEvent] = [.willShow, .willHide, .willChangeFrame]

    static func event(_ sequence: Int) -> KeyboardEvent {
        events[sequence % events.count]
    }

    static func userInfo(thread: Int, sequence: Int) -> [AnyHashable: Any] {
        KeyboardInfo(
            beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
            endFrame: CGRect(x: Double(thread), y: Double(sequence), width: 390, height: 336),
            animationDuration: 0.25,
            animationCurve: .keyboard,
            isLocal: true
        ).userInfo
    }

    static func decode(_ info: KeyboardInfo) -> (thread: Int, sequence: Int) {
        (Int(info.endFrame.origin.x), Int(info.endFrame.origin.y))
    }
}

/// A flag and counter shared by the storm's threads.
final class StormSignal: Sendable {
    private let state = LockIsolated((stopped: false, counter: 0))

    var isStopped: Bool {
        state.withLock { $0.stopped }
    }

    var count: Int {
        state.withLock { $0.counter }
    }

    func stop() {
        state.withLock { $0.stopped = true }
    }

    func add(_ amount: Int) {
        state.withLock { $0.counter += amount }
    }
}

/// Wraps a scheduler so the storm can report how many sweeps ran.
struct CountingSweepScheduler: SweepScheduler {
    let base: any SweepScheduler
    let ticks = StormSignal()

    func scheduleRepeating(every interval: TimeInterval, _ action: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let ticks = self.ticks
        return base.scheduleRepeating(every: interval) {
            action()
            ticks.add(1)
        }
    }
}
