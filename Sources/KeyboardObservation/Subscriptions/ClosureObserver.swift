/// The pool client behind a closure subscription: it calls its handler while
/// its token is not cancelled.
///
/// The pool holds it weakly, like any client; its token's cancel action
/// holds it strongly, so it lives until the token is cancelled and is then
/// released on the main queue. It holds the pool's storage, not the pool:
/// a token never keeps its pool alive, and unsubscribing from a storage
/// whose pool is gone is a no-op. So a cancel action that captures only this
/// observer costs no allocation of its own.
@MainActor
final class ClosureObserver: KeyboardObservable {
    /// The token's state, read before each call; set once, right after `init`.
    var token: KeyboardSubscription.State?
    private let handler: @MainActor (KeyboardEvent, KeyboardInfo) -> Void
    private let storage: PoolStorage

    init(storage: PoolStorage, handler: @escaping @MainActor (KeyboardEvent, KeyboardInfo) -> Void) {
        self.storage = storage
        self.handler = handler
    }

    /// Removes this observer from its pool; safe from any thread.
    nonisolated func unsubscribe() {
        storage.unsubscribe(self)
    }

    /// Never read: the pool subscribes this observer with an explicit mask.
    var observedKeyboardEvents: Set<KeyboardEvent> {
        KeyboardEvent.everyEvent
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        guard let token, !token.isCancelled else { return }
        handler(event, info)
    }
}

extension ObserverPool {
    /// Subscribes a ``ClosureObserver`` for `handler` and returns its token.
    ///
    /// - Parameters:
    ///   - mask: The events delivered.
    ///   - handler: Called on the main actor until the token is cancelled.
    ///   - onCancel: Given the observer, makes the token's cancel action;
    ///     it must call the observer's `unsubscribe()`.
    @MainActor
    func subscribe(
        mask: KeyboardEventMask,
        handler: @escaping @MainActor (KeyboardEvent, KeyboardInfo) -> Void,
        onCancel: (ClosureObserver) -> @Sendable () -> Void
    ) -> KeyboardSubscription {
        let observer = ClosureObserver(storage: storage, handler: handler)
        let token = KeyboardSubscription(onCancel: onCancel(observer))
        observer.token = token.state
        subscribe(observer, mask: mask)
        return token
    }
}
