/// The lock around a ``KeyboardEventBuffer``: the pool's fan-out pushes on
/// the main actor, the consumer awaits on whatever executor it runs on.
final class KeyboardEventChannel: @unchecked Sendable {
    // NB: @unchecked Sendable. `buffer` is read and written only with `lock`
    // held; continuations are resumed after the lock is released. The
    // sequence tests push on the main actor while a task consumes elsewhere,
    // under the thread sanitizer (`swift test --sanitize=thread`).
    typealias Element = KeyboardEventSequence.Element

    private let lock = Lock()
    private var buffer = KeyboardEventBuffer<CheckedContinuation<Element?, Never>>()

    /// Delivers `element` to the waiting consumer or buffers it.
    func push(_ element: Element) {
        let waiter = lock.withLock { buffer.push(element) }
        waiter?.resume(returning: element)
    }

    /// The next element, suspending until one arrives; `nil` once finished.
    func next() async -> Element? {
        await withCheckedContinuation { continuation in
            let action = lock.withLock { buffer.next(continuation) }
            if case .resume(let element) = action {
                continuation.resume(returning: element)
            }
        }
    }

    /// Ends the sequence: a waiting consumer and every later one get `nil`.
    func finish() {
        let waiter = lock.withLock { buffer.finish() }
        waiter?.resume(returning: nil)
    }

    /// Whether a consumer is suspended in ``next()`` (a test seam).
    var hasWaiter: Bool {
        lock.withLock { buffer.waiter != nil }
    }
}
