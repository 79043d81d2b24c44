/// The one fan-out every delivery ends in, and the check it makes before each call.
extension PoolStorage {
    /// Calls each subscription in `recipients`, in the registry's order
    /// (subscription order, those called after the others last), outside the lock: a client or events handler that wants any of
    /// `event.wanting` with the event and its payload, when there is one; a
    /// follower that wants any of `followersWanting` with `change`, when there is one.
    ///
    /// The one delivery rule, for every kind of subscriber: just before each
    /// call the registry is asked, under the lock, whether this very
    /// subscription still wants it. An unsubscribe or cancel that returned,
    /// on any thread, or a handler earlier in this fan-out that unsubscribed
    /// a client, stops its calls.
    @MainActor
    func fanOut(
        _ event: (event: KeyboardEvent, info: KeyboardInfo, wanting: KeyboardEventMask)?, to recipients: [Subscriber],
        change: KeyboardSnapshot?, followersWanting: KeyboardEventMask
    ) {
        for subscriber in recipients {
            call(subscriber, with: event, change: change, followersWanting: followersWanting)
        }
    }

    /// Hands one live frame, `snapshot`, to `subscriber` as ``fanOut(_:to:change:followersWanting:)``
    /// would: the drag lane's way to a follower it does not write itself.
    @MainActor
    func deliverLiveFrame(_ snapshot: KeyboardSnapshot, to subscriber: Subscriber) {
        let event = snapshot.info.map { (event: KeyboardEvent.willChangeFrame, info: $0, wanting: KeyboardEventMask.liveFrames) }
        call(subscriber, with: event, change: snapshot, followersWanting: .liveFrames)
    }

    /// One call of the fan-out, after the registry says this very subscription still wants it.
    @MainActor
    private func call(
        _ subscriber: Subscriber, with event: (event: KeyboardEvent, info: KeyboardInfo, wanting: KeyboardEventMask)?,
        change: KeyboardSnapshot?, followersWanting: KeyboardEventMask
    ) {
        switch subscriber {
        case .client(let reference):
            guard let event, isSubscribed(subscriber, to: event.wanting) else { return }
            guard let client = reference.client else {
                let evicted = withState { $0.registry.evict(subscriber) }
                counters?.count(removed: evicted ? 1 : 0)
                return
            }
            client.receiveKeyboard(event.event, info: event.info)
        case .events(let handler):
            guard let event, isSubscribed(subscriber, to: event.wanting) else { return }
            handler.receive(event.event, event.info)
        case .changes(let follower):
            guard let change, isSubscribed(subscriber, to: followersWanting) else { return }
            follower.receive(change)
        }
    }

    private func isSubscribed(_ subscriber: Subscriber, to events: KeyboardEventMask) -> Bool {
        withState { $0.registry.isSubscribed(subscriber, to: events) }
    }
}
