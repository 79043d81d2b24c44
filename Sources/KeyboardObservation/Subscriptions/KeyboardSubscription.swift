/// A subscription to an ``ObserverPool``, alive as long as this token.
///
/// ``ObserverPool/observe(_:followingLiveFrames:handler:)`` and
/// ``ObserverPool/observeChanges(followingLiveFrames:handler:)`` return one.
/// Call ``cancel()`` or let go of the token to stop: a released token never
/// fires again, and the pool drops its subscription at once.
///
/// ```swift
/// pool.observe([.willShow]) { _, info in print("keyboard up, \(info.endFrame.height) pt") }
///     .store(in: &subscriptions)   // a Set<KeyboardSubscription>, cancelled with its owner
/// ```
///
/// `Sendable`: cancel or release it on any thread; once ``cancel()`` returns,
/// no new call of the handler begins, and the handler is released on the main
/// queue. It does not keep its pool alive. Capture `self` weakly in a handler
/// whose token `self` stores, or the two keep each other alive.
public final class KeyboardSubscription: Hashable, Sendable {
    private let storage: PoolStorage
    private let handler: any KeyboardSubscriptionHandler

    init(storage: PoolStorage, handler: any KeyboardSubscriptionHandler) {
        self.storage = storage
        self.handler = handler
    }

    deinit { cancel() }

    /// Stops the handler and removes its subscription from the pool; safe
    /// from any thread, more than once, and inside the handler (later events stop).
    public func cancel() {
        storage.unsubscribe(ObjectIdentifier(handler))
        MainQueue.run { [handler] in handler.releaseHandler() }
    }

    /// Keeps this token in `set`, Combine-style; the set's owner controls its lifetime.
    public func store(in set: inout Set<KeyboardSubscription>) { set.insert(self) }

    /// Tokens are equal only to themselves.
    public static func == (lhs: KeyboardSubscription, rhs: KeyboardSubscription) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The handler a token keeps, as its pool holds it: let go of on the main
/// queue once the token is cancelled, so what it captured is freed there.
@MainActor
protocol KeyboardSubscriptionHandler: AnyObject, Sendable {
    /// Lets go of the handler's closure.
    func releaseHandler()
}
