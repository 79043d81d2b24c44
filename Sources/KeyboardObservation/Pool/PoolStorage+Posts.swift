import Foundation

/// UIKit's posts reaching a pool: its registrations on the center, one
/// decode per post on the posting thread, and the delivery on the main actor.
extension PoolStorage {
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
    /// one is reported now and changes nothing. The taps see it, and a good
    /// one is delivered, at once on the main queue, else through it, in
    /// posting order.
    func receive(_ notification: Notification, as event: KeyboardEvent) {
        counters?.count(decodes: 1)
        let screen = KeyboardScreen.posted(by: notification.object)
        // NB: nonisolated(unsafe), because a `userInfo` dictionary is not
        // `Sendable`. Invariant: it is only read, here and by the taps on the
        // main queue (a trace copies its values), never mutated (a dictionary
        // is a value: a mutation would copy it), and what UIKit puts in it
        // are immutable NSValue and NSNumber objects. A breach shows under
        // the thread sanitizer (.ci/tsan.sh) in KeyboardTraceRecorderTests
        // (`postsFromOtherThreadsAreRecordedInArrivalOrder`), which records
        // posts made on another thread.
        nonisolated(unsafe) let userInfo = notification.userInfo
        let info: KeyboardInfo
        do {
            info = try KeyboardInfo(notification: notification)
        } catch {
            onInvalidNotification?(event, error)
            MainQueue.run { [weak self] in
                self?.taps.received(event, userInfo: userInfo, screen: screen, decoded: .failure(error))
            }
            return
        }
        MainQueue.run { [weak self] in
            guard let self else { return }
            taps.received(event, userInfo: userInfo, screen: screen, decoded: .success(info))
            deliver(event, info, screen: screen)
        }
    }

    /// Applies a decoded post to the state, calls the clients that observe
    /// it and hands the followers the state (each is called only if it
    /// changed for it). The layout guides it follows begin a transition
    /// before a will-event's handlers run, and check themselves against a
    /// did-event's state after. A post ends a drag's lane.
    @MainActor
    func deliver(_ event: KeyboardEvent, _ info: KeyboardInfo, screen: KeyboardScreen? = nil) {
        dragLane.end()
        let delivery = withState { state -> (KeyboardSnapshot, [Subscriber], wantsLiveFrames: Bool)? in
            guard !state.isClosed else { return nil }
            state.keyboard.apply(event, info: info, screen: screen)
            return (state.keyboard.snapshot, state.registry.subscriptionOrder, state.registry.liveFrameDemand > 0)
        }
        guard let (snapshot, recipients, wantsLiveFrames) = delivery else { return }
        let post = (event, info, wanting: KeyboardEventMask(event))
        if event.isDidEvent {
            fanOut(post, to: recipients, change: snapshot, followersWanting: .allEvents)
            // Each did-event is a rest point for the guides' sessions (their
            // check judges at every one), where the snapshot's `isRestPoint`
            // marks only the did-event that ends a transition.
            if wantsLiveFrames { liveFrames.restPointReached(snapshot.state, for: self) }
        } else {
            // The guides' transition begins before any handler runs: a layout
            // pass a follower's write causes is then read as part of it, never
            // followed as a drag frame that would take the keyboard back.
            if wantsLiveFrames { liveFrames.transitionBegan(for: self) }
            fanOut(post, to: recipients, change: snapshot, followersWanting: .allEvents)
        }
    }
}
