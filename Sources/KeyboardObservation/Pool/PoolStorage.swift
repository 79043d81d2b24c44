import Dispatch
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pool's shared part: its subscriptions and keyboard state under one
/// lock, and the delivery that reads them. ``ObserverPool`` owns it and
/// closes it when freed; notification blocks, queued deliveries and the
/// sweeper hold it weakly, tokens hold it to unsubscribe.
final class PoolStorage: Sendable {
    /// Everything about a pool that changes, as one value under one lock.
    struct State {
        var registry = ClientRegistry()
        var keyboard = KeyboardStateMachine()
        var isClosed = false
    }

    private let locked = LockIsolated(State())

    let notificationCenter: NotificationCenter
    let onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?
    let counters: (any PoolCounting)?

    init(
        notificationCenter: NotificationCenter,
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?,
        counters: (any PoolCounting)?
    ) {
        self.notificationCenter = notificationCenter
        self.onInvalidNotification = onInvalidNotification
        self.counters = counters
    }

    var count: Int { locked.withLock { $0.registry.count } }

    var keyboardState: KeyboardState { locked.withLock { $0.keyboard.state } }

    /// The keyboard with the payload that made it, as followers are handed it.
    var snapshot: KeyboardSnapshot { locked.withLock { $0.keyboard.snapshot } }

    // MARK: Subscriptions

    /// Subscribes `client` and returns the keyboard, read in the same
    /// critical region, so no post falls between it and the client's first event.
    @MainActor @discardableResult
    func subscribe(_ client: any KeyboardObservable, to events: KeyboardEventMask) -> KeyboardSnapshot {
        let observer = WeakClient(client)
        let (change, snapshot) = locked.withLock { state in
            let change = state.isClosed
                ? (added: false, replacedStray: false) : state.registry.subscribe(observer, to: events)
            return (change, state.keyboard.snapshot)
        }
        counters?.count(added: change.added ? 1 : 0, removed: change.replacedStray ? 1 : 0)
        return snapshot
    }

    /// Removes the client with this identity. Once this returns, on any
    /// thread, no new call for it begins: each call checks the registry first.
    func unsubscribe(_ clientID: ObjectIdentifier) {
        let removed = locked.withLock { $0.registry.unsubscribe(clientID) }
        counters?.count(removed: removed ? 1 : 0)
    }

    /// Evicts every observer whose client is gone; returns how many.
    ///
    /// Loading a weak reference gives a strong one, which may turn out to be
    /// the client's last: off the main queue, the loaded clients are let go
    /// there, so a view controller is never deinitialised on this thread.
    func sweep() -> Int {
        // The subscription order, not the dictionary: its observers lie in
        // memory in the order they were made, so the walk stays in cache.
        let observers = locked.withLock { $0.registry.subscriptionOrder }
        let keepsLoadedClients = !MainQueue.isCurrent
        var loaded: [AnyObject] = []
        var strays: [WeakClient] = []
        for observer in observers {
            if let client = observer.client {
                if keepsLoadedClients { loaded.append(client) }
            } else {
                strays.append(observer)
            }
        }
        let evicted = locked.withLock { state in
            strays.reduce(0) { count, stray in count + (state.registry.evict(stray) ? 1 : 0) }
        }
        MainQueue.release(&loaded)
        counters?.count(removed: evicted)
        return evicted
    }

    /// Lets go of every observer; later posts reach nobody.
    func close() {
        let dropped = locked.withLock { state in
            state.isClosed = true
            return state.registry.removeAll()
        }
        counters?.count(removed: dropped)
    }

    // MARK: Delivery

    /// Registers for the six keyboard notifications and live frames on the
    /// notification center; returns the tokens that remove the registrations.
    func register() -> [any NSObjectProtocol] {
        var tokens = KeyboardEvent.allCases.map { event in
            notificationCenter.addObserver(forName: event.notificationName, object: nil, queue: nil) {
                [weak self] notification in
                self?.receive(notification, as: event)
            }
        }
        tokens.append(
            notificationCenter.addObserver(forName: KeyboardLiveFrame.notificationName, object: nil, queue: nil) {
                [weak self] notification in
                self?.receiveLiveFrame(notification)
            }
        )
        return tokens
    }

    /// Takes one post: decodes it here, once, on the posting thread; a bad
    /// one is reported now and changes nothing. A good one is delivered at
    /// once on the main queue, else through it, in posting order.
    func receive(_ notification: Notification, as event: KeyboardEvent) {
        counters?.count(decodes: 1)
        let info: KeyboardInfo
        do {
            info = try KeyboardInfo(notification: notification)
        } catch {
            onInvalidNotification?(event, error)
            return
        }
        MainQueue.run { [weak self] in self?.deliver(event, info) }
    }

    /// Applies a decoded post to the state, then calls the clients that observe it.
    @MainActor
    func deliver(_ event: KeyboardEvent, _ info: KeyboardInfo) {
        let delivery = locked.withLock { state -> (KeyboardSnapshot, [WeakClient])? in
            guard !state.isClosed else { return nil }
            state.keyboard.apply(event, info: info)
            return (state.keyboard.snapshot, state.registry.subscriptionOrder)
        }
        guard let (snapshot, recipients) = delivery else { return }
        fanOut(event, info, snapshot, to: recipients, wanting: KeyboardEventMask(event))
    }

    /// Takes one live frame, delivered like a post.
    func receiveLiveFrame(_ notification: Notification) {
        guard let frame = KeyboardLiveFrame.frame(in: notification) else { return }
        MainQueue.run { [weak self] in self?.deliverLiveFrame(frame) }
    }

    /// Applies a live frame; when it moved a shown keyboard, calls the
    /// observers of live frames with an unanimated `willChangeFrame`.
    @MainActor
    func deliverLiveFrame(_ frame: CGRect) {
        let delivery = locked.withLock { state -> (KeyboardSnapshot, [WeakClient])? in
            guard !state.isClosed, state.keyboard.applyLiveFrame(frame) else { return nil }
            return (state.keyboard.snapshot, state.registry.subscriptionOrder)
        }
        guard let (snapshot, recipients) = delivery, let info = snapshot.info else { return }
        fanOut(.willChangeFrame, info, snapshot, to: recipients, wanting: .liveFrames)
    }

    /// Calls each live client in `recipients` that wants `wanted`, in
    /// subscription order, outside the lock: a closure subscription with
    /// `snapshot` too (the package's followers use it), any other client with
    /// the event and its payload.
    ///
    /// The one delivery rule, for every kind of subscriber (protocol client,
    /// token, stream, behavior): just before each call the registry is asked,
    /// under the lock, whether this very observer still wants `wanted`. An
    /// unsubscribe or cancel that returned, on any thread, or a handler
    /// earlier in this fan-out that unsubscribed a client, stops its calls.
    @MainActor
    private func fanOut(
        _ event: KeyboardEvent, _ info: KeyboardInfo, _ snapshot: KeyboardSnapshot,
        to recipients: [WeakClient], wanting wanted: KeyboardEventMask
    ) {
        for observer in recipients {
            guard locked.withLock({ $0.registry.isSubscribed(observer, to: wanted) }) else { continue }
            guard let client = observer.client else {
                let evicted = locked.withLock { $0.registry.evict(observer) }
                counters?.count(removed: evicted ? 1 : 0)
                continue
            }
            if let closure = client as? ClosureObserver {
                closure.receive(event, info, snapshot)
            } else {
                client.receiveKeyboard(event, info: info)
            }
        }
    }
}
