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
        MainQueue.run { [observer] in observer.releaseHandler() }
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
/// behaviors and model learn the keyboard's state. Two kinds, each keeping
/// its closure as given (no wrapping closure, so a token costs no more than
/// a hand-written observer): ``EventObserver`` for an app's `observe`,
/// ``SnapshotObserver`` for the package's followers.
@MainActor
class ClosureObserver: KeyboardObservable {
    nonisolated let storage: PoolStorage

    init(storage: PoolStorage) { self.storage = storage }

    /// Calls the closure. The pool asks its registry before each call, so
    /// once `cancel()` has returned, on any thread, no new call arrives here.
    func receive(_ event: KeyboardEvent, _ info: KeyboardInfo, _ snapshot: KeyboardSnapshot) {}

    /// Lets go of the closure (on the main queue, when the token is cancelled).
    func releaseHandler() {}

    /// Not called by the pool, which calls ``receive(_:_:_:)``; for the
    /// protocol, with the snapshot read afresh.
    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        receive(event, info, storage.snapshot)
    }
}

/// An `observe` subscription: called with the event and its payload.
final class EventObserver: ClosureObserver {
    private var handler: (@MainActor (KeyboardEvent, KeyboardInfo) -> Void)?

    init(storage: PoolStorage, handler: @escaping @MainActor (KeyboardEvent, KeyboardInfo) -> Void) {
        self.handler = handler
        super.init(storage: storage)
    }

    override func receive(_ event: KeyboardEvent, _ info: KeyboardInfo, _ snapshot: KeyboardSnapshot) {
        handler?(event, info)
    }

    override func releaseHandler() { handler = nil }
}

/// A follower's subscription (a behavior, the SwiftUI model): called with
/// the snapshot, never with one older than the last it handed on.
final class SnapshotObserver: ClosureObserver {
    private var handler: (@MainActor (KeyboardSnapshot) -> Void)?
    /// The serial of the newest snapshot the follower has: the one it was
    /// given when it subscribed, then each one handed on.
    var latestSerial: UInt64 = 0

    init(storage: PoolStorage, handler: @escaping @MainActor (KeyboardSnapshot) -> Void) {
        self.handler = handler
        super.init(storage: storage)
    }

    /// Hands `snapshot` on, unless a nested post's fan-out already handed on a newer one.
    override func receive(_ event: KeyboardEvent, _ info: KeyboardInfo, _ snapshot: KeyboardSnapshot) {
        guard snapshot.serial > latestSerial else { return }
        latestSerial = snapshot.serial
        handler?(snapshot)
    }

    override func releaseHandler() { handler = nil }
}
