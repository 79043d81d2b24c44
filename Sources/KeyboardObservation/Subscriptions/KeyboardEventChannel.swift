/// The one-consumer channel behind an `events()` stream: its
/// ``KeyboardEventBuffer`` behind the module's lock.
///
/// The pool's fan-out pushes on the main actor; the consumer awaits on its
/// own isolation. Continuations are resumed after the lock is released.
typealias KeyboardEventChannel = LockIsolated<KeyboardEventBuffer<KeyboardEventWaiter>>

/// A consumer suspended in ``KeyboardEventChannel``'s `next(isolation:)`.
typealias KeyboardEventWaiter = UnsafeContinuation<KeyboardEventSequence.Element?, Never>

extension LockIsolated where State == KeyboardEventBuffer<KeyboardEventWaiter> {
    /// A channel with nothing pending and no consumer yet.
    static func makeChannel() -> KeyboardEventChannel {
        LockIsolated(KeyboardEventBuffer())
    }

    /// Delivers `element` to the waiting consumer or buffers it.
    func push(_ element: KeyboardEventSequence.Element) {
        let waiter = withLock { $0.push(element) }
        waiter?.resume(returning: element)
    }

    /// The next element, suspending until one arrives; `nil` once finished.
    ///
    /// Runs on `isolation`, the consumer's: a pending element is returned
    /// without suspending, and a main-actor consumer is resumed on the main
    /// actor directly, with no hop through another executor.
    func next(isolation: isolated (any Actor)?) async -> KeyboardEventSequence.Element? {
        await withUnsafeContinuation(isolation: isolation) { continuation in
            let action = withLock { $0.next(continuation) }
            if case .resume(let element) = action {
                continuation.resume(returning: element)
            }
        }
    }

    /// Ends the sequence: a waiting consumer and every later one get `nil`.
    func finish() {
        let waiter = withLock { $0.finish() }
        waiter?.resume(returning: nil)
    }

    /// Whether a consumer is suspended in `next(isolation:)` (a test seam).
    var hasWaiter: Bool {
        withLock { $0.waiter != nil }
    }
}
