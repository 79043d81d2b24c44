import Dispatch

/// Owns one object and guarantees its last release happens on the main queue.
///
/// A ``KeyboardSubscription`` may be released on any thread, but its
/// handler's observer (and whatever the handler captured, a view controller
/// perhaps) must not be deinitialised off the main thread. Keeping the object
/// alive until a main-queue block has run is not enough: if the releasing
/// thread still held a reference when that block finished, the last release
/// would be its own. So the block *empties* this holder, on the main queue;
/// no other thread ever holds the object past ``release()``.
final class MainQueueOwned<Object: AnyObject & Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable. `object` is read and written only with `lock`
    // held. KeyboardSubscriptionTests releases a token off the main queue and
    // checks where its handler's captures are freed, under the thread sanitizer.
    private let lock = Lock()
    private var object: Object?

    init(_ object: Object) {
        self.object = object
    }

    /// The object, or `nil` once released.
    var value: Object? {
        lock.withLock { object }
    }

    /// Drops the object: at once on the main queue, otherwise from a block
    /// enqueued on it. Callers hold no reference of their own past this call.
    func release() {
        if MainQueue.isCurrent {
            _ = take()
        } else {
            DispatchQueue.main.async { _ = self.take() }
        }
    }

    private func take() -> Object? {
        lock.withLock {
            defer { object = nil }
            return object
        }
    }
}
