import Dispatch
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pool's shared part: its subscriptions and keyboard state under one
/// lock, and the delivery that reads them. ``ObserverPool`` owns it and
/// closes it when freed; notification blocks, queued deliveries, the
/// sweeper and layout-guide sessions hold it weakly, tokens hold it to unsubscribe.
final class PoolStorage: Sendable {
    /// Everything about a pool that changes, as one value under one lock.
    struct State {
        var registry = ClientRegistry()
        var keyboard = KeyboardStateMachine()
        var isClosed = false
        /// What sees every post and guide reading as it arrives (a trace recorder); usually none.
        var taps: [any PoolTap] = []
    }

    private let locked: LockIsolated<State>

    let notificationCenter: NotificationCenter
    let onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?
    let counters: (any PoolCounting)?
    /// The keyboard layout guides this pool follows, main-actor state of its own.
    let liveFrames: PoolLiveFrames

    init(
        notificationCenter: NotificationCenter,
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?,
        counters: (any PoolCounting)?
    ) {
        self.notificationCenter = notificationCenter
        self.onInvalidNotification = onInvalidNotification
        self.counters = counters
        liveFrames = PoolLiveFrames()
        let attached = HardwareKeyboardNotifications.attachedNow(for: notificationCenter)
        locked = LockIsolated(State(keyboard: KeyboardStateMachine(hardwareKeyboardAttached: attached)))
    }

    var count: Int { locked.withLock { $0.registry.count } }

    var keyboardState: KeyboardState { locked.withLock { $0.keyboard.state } }

    /// The keyboard with what made it, as followers are handed it.
    var snapshot: KeyboardSnapshot { locked.withLock { $0.keyboard.snapshot } }

    /// Whether any subscription wants live frames.
    var wantsLiveFrames: Bool { locked.withLock { !$0.isClosed && $0.registry.liveFrameDemand > 0 } }

    // MARK: Subscriptions

    /// Subscribes `subscriber` and returns the keyboard, read in the same
    /// critical region, so no post falls between it and its first delivery.
    /// A subscription that wants live frames starts following a keyboard
    /// layout guide: `guideHost`'s (a behavior's view), and those the pool's center knows.
    @MainActor @discardableResult
    func subscribe(
        _ subscriber: Subscriber, to events: KeyboardEventMask, guideHost: (any KeyboardGuideHostCandidate)? = nil
    ) -> KeyboardSnapshot {
        let (change, snapshot) = locked.withLock { state in
            let change = state.isClosed
                ? (added: false, replacedStray: false) : state.registry.subscribe(subscriber, to: events)
            return (change, state.keyboard.snapshot)
        }
        counters?.count(added: change.added ? 1 : 0, removed: change.replacedStray ? 1 : 0)
        if events.contains(.liveFrames) { liveFrames.follow(for: self, adding: guideHost) }
        return snapshot
    }

    /// Removes the subscription with this identity. Once this returns, on any
    /// thread, no new call for it begins: each call checks the registry first.
    func unsubscribe(_ id: ObjectIdentifier) {
        let removed = locked.withLock { $0.registry.unsubscribe(id) }
        counters?.count(removed: removed ? 1 : 0)
    }

    /// Evicts every client that is gone; returns how many.
    ///
    /// Loading a weak reference gives a strong one, which may turn out to be
    /// the client's last: off the main queue, the loaded clients are let go
    /// there, so a view controller is never deinitialised on this thread.
    func sweep() -> Int {
        // The subscription order, not the dictionary: its references lie in
        // memory in the order they were made, so the walk stays in cache.
        let subscribers = locked.withLock { $0.registry.subscriptionOrder }
        let keepsLoadedClients = !MainQueue.isCurrent
        var loaded: [AnyObject] = []
        var strays: [Subscriber] = []
        for case .client(let reference) in subscribers {
            if let client = reference.client {
                if keepsLoadedClients { loaded.append(client) }
            } else {
                strays.append(.client(reference))
            }
        }
        let evicted = locked.withLock { state in
            strays.reduce(0) { count, stray in count + (state.registry.evict(stray) ? 1 : 0) }
        }
        MainQueue.release(&loaded)
        counters?.count(removed: evicted)
        return evicted
    }

    /// Lets go of every subscription; later posts reach nobody.
    func close() {
        let dropped = locked.withLock { state in
            state.isClosed = true
            return state.registry.removeAll()
        }
        counters?.count(removed: dropped)
    }

    // MARK: Delivery

    /// Registers for the six keyboard notifications and GameController's
    /// hardware-keyboard notifications on the notification center; returns
    /// the tokens that remove the registrations.
    func register() -> [any NSObjectProtocol] {
        let keyboard = KeyboardEvent.allCases.map { event in
            notificationCenter.addObserver(forName: event.notificationName, object: nil, queue: nil) {
                [weak self] notification in
                self?.receive(notification, as: event)
            }
        }
        let hardware = [
            (HardwareKeyboardNotifications.didConnect, true), (HardwareKeyboardNotifications.didDisconnect, false),
        ].map { name, attached in
            notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainQueue.run { [weak self] in self?.deliverHardwareKeyboard(attached: attached) }
            }
        }
        return keyboard + hardware
    }

    /// Takes one post: decodes it here, once, on the posting thread; a bad
    /// one is reported now and changes nothing. A good one is delivered at
    /// once on the main queue, else through it, in posting order.
    func receive(_ notification: Notification, as event: KeyboardEvent) {
        counters?.count(decodes: 1)
        let screen = KeyboardScreen.posted(by: notification.object)
        let info: KeyboardInfo
        do {
            info = try KeyboardInfo(notification: notification)
        } catch {
            handToTaps(notification, as: event, screen: screen, decoded: .failure(error))
            onInvalidNotification?(event, error)
            return
        }
        handToTaps(notification, as: event, screen: screen, decoded: .success(info))
        MainQueue.run { [weak self] in self?.deliver(event, info, screen: screen) }
    }

    /// Applies a decoded post to the state, calls the clients that observe
    /// it and hands the followers the state (each is called only if it
    /// changed for it). The layout guides it follows begin a transition
    /// before a will-event's handlers run, and check themselves against a
    /// did-event's state after.
    @MainActor
    func deliver(_ event: KeyboardEvent, _ info: KeyboardInfo, screen: KeyboardScreen? = nil) {
        let delivery = locked.withLock { state -> (KeyboardSnapshot, [Subscriber], wantsLiveFrames: Bool)? in
            guard !state.isClosed else { return nil }
            state.keyboard.apply(event, info: info, screen: screen)
            return (state.keyboard.snapshot, state.registry.subscriptionOrder, state.registry.liveFrameDemand > 0)
        }
        guard let (snapshot, recipients, wantsLiveFrames) = delivery else { return }
        let post = (event, info, wanting: KeyboardEventMask(event))
        switch event {
        case .willShow, .willHide, .willChangeFrame:
            // The guides' transition begins before any handler runs: a layout
            // pass a follower's write causes is then read as part of it, never
            // followed as a drag frame that would take the keyboard back.
            if wantsLiveFrames { liveFrames.transitionBegan(for: self) }
            fanOut(post, to: recipients, change: snapshot, followersWanting: .allEvents)
        case .didShow, .didHide, .didChangeFrame:
            fanOut(post, to: recipients, change: snapshot, followersWanting: .allEvents)
            if wantsLiveFrames { liveFrames.restPointReached(snapshot.state, for: self) }
        }
    }

    /// Applies a frame of an interactive dismissal, handed over by a layout
    /// guide this pool follows; when it moved a shown keyboard, calls the
    /// subscriptions that follow live frames (events ones with an unanimated `willChangeFrame`).
    @MainActor
    func deliverLiveFrame(_ frame: CGRect) {
        deliverGuideChange(followersWanting: .liveFrames) { $0.applyLiveFrame(frame) }
    }

    /// Applies a docked keyboard's frame that a layout guide at rest tells
    /// (a keyboard already up while the state is unknown, or a correction of
    /// a posted frame); when it changed the state, calls every follower, and
    /// the events subscriptions that follow live frames.
    @MainActor
    func deliverGuideFrame(_ frame: CGRect) {
        deliverGuideChange(followersWanting: .allEvents) { $0.applyGuideFrame(frame) }
    }

    /// Hides a keyboard that left without its hide posts, as a followed layout
    /// guide and the input being edited tell (`KeyboardGuideCheck`); when it
    /// changed the state, calls every follower, and the events subscriptions
    /// that follow live frames.
    @MainActor
    func deliverUnannouncedHide() {
        deliverGuideChange(followersWanting: .allEvents) { $0.applyUnannouncedHide() }
    }

    /// Applies GameController's news of a hardware keyboard; when it changed
    /// the state, calls every follower (no keyboard event is posted).
    @MainActor
    func deliverHardwareKeyboard(attached: Bool) {
        let delivery = locked.withLock { state -> (KeyboardSnapshot, [Subscriber])? in
            guard !state.isClosed, state.keyboard.applyHardwareKeyboard(attached: attached) else { return nil }
            return (state.keyboard.snapshot, state.registry.subscriptionOrder)
        }
        guard let (snapshot, recipients) = delivery else { return }
        fanOut(nil, to: recipients, change: snapshot, followersWanting: .allEvents)
    }

    @MainActor
    private func deliverGuideChange(
        followersWanting: KeyboardEventMask, _ apply: (inout KeyboardStateMachine) -> Bool
    ) {
        let delivery = locked.withLock { state -> (KeyboardSnapshot, [Subscriber])? in
            guard !state.isClosed, apply(&state.keyboard) else { return nil }
            return (state.keyboard.snapshot, state.registry.subscriptionOrder)
        }
        guard let (snapshot, recipients) = delivery, let info = snapshot.info else { return }
        fanOut(
            (.willChangeFrame, info, wanting: .liveFrames), to: recipients,
            change: snapshot, followersWanting: followersWanting
        )
    }

    /// Calls each subscription in `recipients`, in subscription order,
    /// outside the lock: a client or events handler that wants any of
    /// `event.wanting` with the event and its payload, when there is one; a
    /// follower that wants any of `followersWanting` with `change`, when there is one.
    ///
    /// The one delivery rule, for every kind of subscriber: just before each
    /// call the registry is asked, under the lock, whether this very
    /// subscription still wants it. An unsubscribe or cancel that returned,
    /// on any thread, or a handler earlier in this fan-out that unsubscribed
    /// a client, stops its calls.
    @MainActor
    private func fanOut(
        _ event: (event: KeyboardEvent, info: KeyboardInfo, wanting: KeyboardEventMask)?, to recipients: [Subscriber],
        change: KeyboardSnapshot?, followersWanting: KeyboardEventMask
    ) {
        for subscriber in recipients {
            switch subscriber {
            case .client(let reference):
                guard let event, isSubscribed(subscriber, to: event.wanting) else { continue }
                guard let client = reference.client else {
                    let evicted = locked.withLock { $0.registry.evict(subscriber) }
                    counters?.count(removed: evicted ? 1 : 0)
                    continue
                }
                client.receiveKeyboard(event.event, info: event.info)
            case .events(let handler):
                guard let event, isSubscribed(subscriber, to: event.wanting) else { continue }
                handler.receive(event.event, event.info)
            case .changes(let follower):
                guard let change, isSubscribed(subscriber, to: followersWanting) else { continue }
                follower.receive(change)
            }
        }
    }

    // MARK: Taps

    /// Adds `tap`, which sees every post and guide reading from now on;
    /// returns the keyboard, read in the same critical region, so the tap
    /// knows the state every later arrival started from.
    func addTap(_ tap: any PoolTap) -> KeyboardState {
        locked.withLock { state in
            state.taps.append(tap)
            return state.keyboard.state
        }
    }

    /// Removes `tap`: nothing arriving later reaches it (a post being handed
    /// out on another thread at that moment may still).
    func removeTap(_ tap: any PoolTap) {
        locked.withLock { $0.taps.removeAll { $0 === tap } }
    }

    /// Hands a post to the taps, raw, with what decoding it gave; one read
    /// of the lock and nothing else when there are none.
    private func handToTaps(
        _ notification: Notification, as event: KeyboardEvent, screen: KeyboardScreen?,
        decoded: Result<KeyboardInfo, KeyboardInfoError>
    ) {
        guard let taps = locked.withLock({ $0.taps.isEmpty ? nil : $0.taps }) else { return }
        for tap in taps {
            tap.poolReceived(event, userInfo: notification.userInfo, screen: screen, decoded: decoded)
        }
    }

    /// A layout-guide reading reached one of this pool's live-frame
    /// sessions: while anything wants live frames, hands it to the taps and
    /// returns the keyboard to check it against, both read under one lock;
    /// `nil` (and nothing handed) once nothing does.
    func receiveGuideReading(_ reading: KeyboardLayoutGuideReading) -> KeyboardState? {
        let (state, taps) = locked.withLock { state -> (KeyboardState?, [any PoolTap]) in
            guard !state.isClosed, state.registry.liveFrameDemand > 0 else { return (nil, []) }
            return (state.keyboard.state, state.taps)
        }
        for tap in taps { tap.poolReceived(reading) }
        return state
    }

    private func isSubscribed(_ subscriber: Subscriber, to events: KeyboardEventMask) -> Bool {
        locked.withLock { $0.registry.isSubscribed(subscriber, to: events) }
    }
}
