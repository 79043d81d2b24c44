/// The registry's side of a pool: subscribing, unsubscribing and sweeping,
/// each a change to ``ClientRegistry`` under the pool's lock.
extension PoolStorage {
    /// Subscribes `subscriber` and returns the keyboard, read in the same
    /// critical region, so no post falls between it and its first delivery.
    /// A subscription that wants live frames starts following a keyboard
    /// layout guide: `guideHost`'s (a behavior's view), and those the pool's center knows.
    @MainActor @discardableResult
    func subscribe(
        _ subscriber: Subscriber, to events: KeyboardEventMask, guideHost: (any KeyboardGuideHostCandidate)? = nil
    ) -> KeyboardSnapshot {
        let (change, snapshot) = withState { state in
            let change = state.isClosed
                ? (added: false, replacedStray: false) : state.registry.subscribe(subscriber, to: events)
            return (change, state.keyboard.snapshot)
        }
        counters?.count(added: change.added ? 1 : 0, removed: change.replacedStray ? 1 : 0)
        if events.contains(.liveFrames) { liveFrames.follow(for: self, adding: guideHost) }
        return snapshot
    }

    /// Removes the subscription with this identity. Once this returns, on any
    /// thread, no new call for it begins: each call checks the registry
    /// first, and on the main queue the drag lane, whose writers do not, ends
    /// at once (a behavior, the lane's kind of follower, is stopped only there).
    func unsubscribe(_ id: ObjectIdentifier) {
        let removed = withState { $0.registry.unsubscribe(id) }
        counters?.count(removed: removed ? 1 : 0)
        if removed, MainQueue.isCurrent { MainActor.assumeIsolated { dragLane.end() } }
    }

    /// Evicts every client that is gone; returns how many.
    ///
    /// Loading a weak reference gives a strong one, which may turn out to be
    /// the client's last: off the main queue, the loaded clients are let go
    /// there, so a view controller is never deinitialised on this thread.
    func sweep() -> Int {
        // The subscription order, not the dictionary: its references lie in
        // memory in the order they were made, so the walk stays in cache.
        let subscribers = withState { $0.registry.subscriptionOrder }
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
        let evicted = withState { state in
            strays.reduce(0) { count, stray in count + (state.registry.evict(stray) ? 1 : 0) }
        }
        MainQueue.release(&loaded)
        counters?.count(removed: evicted)
        return evicted
    }
}
