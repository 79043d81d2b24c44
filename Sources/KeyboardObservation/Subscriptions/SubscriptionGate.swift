/// A one-way switch that may be closed from any thread, and only once.
///
/// A ``KeyboardSubscription`` closes its gate on `cancel()`; its observer
/// checks it on the main actor before each call. So once `cancel()` has
/// returned, no new call of the handler begins, even when the cancel raced a
/// fan-out already under way on the main actor.
final class SubscriptionGate: @unchecked Sendable {
    // NB: @unchecked Sendable. `open` is read and written only with `lock`
    // held. The concurrent-cancel test in KeyboardSubscriptionTests exercises
    // it under the thread sanitizer (`swift test --sanitize=thread`).
    private let lock = Lock()
    private var open = true

    /// Whether the handler may still be called.
    var isOpen: Bool {
        lock.withLock { open }
    }

    /// Closes the gate.
    ///
    /// - Returns: `true` for the call that closed it, `false` if it was closed already.
    func close() -> Bool {
        lock.withLock {
            defer { open = false }
            return open
        }
    }
}
