/// A subscription to an ``ObserverPool``, alive as long as this token.
///
/// ``ObserverPool/observe(_:followingLiveFrames:handler:)`` returns one. Keep it for as long as
/// the handler should run; call ``cancel()`` or let go of the token to stop.
/// A released token never fires again, and the pool drops its observer at
/// once (``ObserverPool/count`` goes down): a forgotten token cannot leak.
///
/// ```swift
/// final class KeyboardAnalytics {
///     private var subscriptions: Set<KeyboardSubscription> = []
///
///     @MainActor init(pool: ObserverPool = .shared) {
///         pool.observe([.willShow]) { _, info in
///             Analytics.log("keyboard", height: info.endFrame.height)
///         }
///         .store(in: &subscriptions)
///     }
/// }   // freed: its subscriptions are cancelled
/// ```
///
/// The token is `Sendable` and may be cancelled or released on any thread.
/// Once ``cancel()`` returns, no new call of the handler begins. The handler
/// (and what it captures) is released on the main queue. The token does not
/// keep its pool alive. Capture `self` weakly in a handler whose token `self`
/// stores, or the two keep each other alive.
public final class KeyboardSubscription: Hashable, Sendable {
    private let observer: ClosureObserver

    init(_ observer: ClosureObserver) { self.observer = observer }

    deinit { cancel() }

    /// Stops the handler and removes its observer from the pool.
    ///
    /// Safe from any thread and safe to call more than once. Called from
    /// inside the handler, it stops later events, including the rest of the
    /// current post's fan-out.
    public func cancel() {
        observer.storage.unsubscribe(observer)
        MainQueue.run { [observer] in observer.handler = nil }
    }

    /// Keeps this token in `set`, Combine-style; the set's owner controls its lifetime.
    ///
    /// - Parameter set: The set that will hold the token.
    public func store(in set: inout Set<KeyboardSubscription>) { set.insert(self) }

    /// Tokens are equal only to themselves.
    public static func == (lhs: KeyboardSubscription, rhs: KeyboardSubscription) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The pool client behind a token: it calls its handler until the token is cancelled.
///
/// Its token holds it strongly, the pool weakly. It holds the pool's storage,
/// not the pool, so a token never keeps its pool alive.
@MainActor
final class ClosureObserver: KeyboardObservable {
    nonisolated let storage: PoolStorage
    /// Let go on the main queue when the token is cancelled.
    var handler: (@MainActor (KeyboardEvent, KeyboardInfo) -> Void)?

    init(storage: PoolStorage, handler: @escaping @MainActor (KeyboardEvent, KeyboardInfo) -> Void) {
        self.storage = storage
        self.handler = handler
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        // NB: asked under the pool's lock, which a cancel on another thread
        // took to unsubscribe: once `cancel()` returns, no new call begins.
        guard let handler, storage.isSubscribed(ObjectIdentifier(self)) else { return }
        handler(event, info)
    }
}
