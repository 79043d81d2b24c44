import Foundation

/// Records what `pool` receives from its creation until it is released; leaves nothing behind.
///
/// Keep one in a debug build while reproducing a keyboard bug, then share
/// ``trace`` as JSON; a test replays it with `KeyboardSimulator.replay(_:)`
/// from `KeyboardObservationTesting`.
///
/// ```swift
/// #if DEBUG
/// let recorder = KeyboardTraceRecorder()             // ObserverPool.shared
/// // … reproduce the bug …
/// let json = try JSONEncoder().encode(recorder.trace)
/// #endif
/// ```
///
/// It records, raw and in arrival order: the keyboard as the pool knew it
/// when the recorder was created, every keyboard notification the pool
/// receives (a bad one too), and every layout pass of a keyboard layout
/// guide the pool follows (only while something on the pool follows live
/// frames, as a behavior does). It subscribes to nothing: the pool decides
/// and delivers exactly as it would without it, and ``ObserverPool/count``
/// does not change. Posts may arrive on any thread: each is recorded when the
/// pool takes it in on the main queue, so in the order the pool acted on them.
///
/// A trace holds keyboard frames, screen bounds, times and the posts' raw
/// `userInfo`: no text the user typed.
@MainActor
public final class KeyboardTraceRecorder {
    private let storage: PoolStorage
    /// What the pool hands every arrival to; a test holds it weakly to see it go.
    let tape: KeyboardTraceTape

    /// Starts recording what `pool` receives.
    ///
    /// - Parameter pool: The pool to record; ``ObserverPool/shared`` by default.
    public convenience init(pool: ObserverPool = .shared) {
        self.init(pool: pool, clock: Date.init)
    }

    /// Starts recording, timing each step with `clock`.
    init(pool: ObserverPool, clock: @escaping @Sendable () -> Date) {
        storage = pool.storage
        tape = KeyboardTraceTape(clock: clock)
        tape.begin(with: storage.addTap(tape))
    }

    deinit {
        storage.removeTap(tape)
    }

    /// Everything recorded so far, as a value: later posts do not change it.
    public var trace: KeyboardTrace { tape.trace }
}
