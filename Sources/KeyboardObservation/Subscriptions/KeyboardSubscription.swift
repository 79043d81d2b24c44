/// A subscription to an ``ObserverPool``, alive as long as this token.
///
/// ``ObserverPool/observe(_:followingLiveFrames:handler:)`` returns one. Call
/// ``cancel()`` or let go of the token to stop: a released token never fires
/// again, and the pool drops its observer at once.
///
/// ```swift
/// pool.observe([.willShow]) { _, info in Analytics.log("keyboard", height: info.endFrame.height) }
///     .store(in: &subscriptions)   // a Set<KeyboardSubscription>, cancelled with its owner
/// ```
///
/// `Sendable`: cancel or release it on any thread; once ``cancel()`` returns,
/// no new call of the handler begins, and the handler is released on the main
/// queue. It does not keep its pool alive. Capture `self` weakly in a handler
/// whose token `self` stores, or the two keep each other alive.
public final class KeyboardSubscription: Hashable, Sendable {
    private let observer: ClosureObserver

    init(_ observer: ClosureObserver) { self.observer = observer }
    deinit { cancel() }

    /// Stops the handler and removes its observer from the pool; safe from any
    /// thread, more than once, and inside the handler (later events stop).
    public func cancel() {
        observer.storage.unsubscribe(ObjectIdentifier(observer))
        MainQueue.run { [observer] in observer.handler = nil }
    }

    /// Keeps this token in `set`, Combine-style; the set's owner controls its lifetime.
    public func store(in set: inout Set<KeyboardSubscription>) { set.insert(self) }

    /// Tokens are equal only to themselves.
    public static func == (lhs: KeyboardSubscription, rhs: KeyboardSubscription) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The pool client behind a token, which holds it (the pool holds it weakly);
/// it holds the pool's storage, not the pool.
///
/// The fan-out hands it the snapshot the pool has just computed along with
/// the event (``receive(_:_:_:)``): the one path by which the package's
/// behaviors and model learn the keyboard's state.
@MainActor
final class ClosureObserver: KeyboardObservable {
    typealias Handler = @MainActor (KeyboardEvent, KeyboardInfo, KeyboardSnapshot) -> Void

    nonisolated let storage: PoolStorage
    /// Let go on the main queue when the token is cancelled.
    var handler: Handler?

    init(storage: PoolStorage, handler: @escaping Handler) {
        self.storage = storage
        self.handler = handler
    }

    /// Calls the handler. The pool asks its registry before each call, so
    /// once `cancel()` has returned, on any thread, no new call arrives here.
    func receive(_ event: KeyboardEvent, _ info: KeyboardInfo, _ snapshot: KeyboardSnapshot) {
        handler?(event, info, snapshot)
    }

    /// Not called by the pool, which calls ``receive(_:_:_:)``; for the
    /// protocol, with the snapshot read afresh.
    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        handler?(event, info, storage.snapshot)
    }
}
