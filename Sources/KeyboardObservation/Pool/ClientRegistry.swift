/// A pool's subscriptions as a plain value, kept under the pool's lock: for
/// each client, by identity, the observer the pool holds (a weak reference
/// and the events it wants); and the subscriptions in the order they were
/// made, the order a fan-out calls them in.
struct ClientRegistry {
    /// One subscription of one client: a client subscribed again after an
    /// unsubscribe, or a new client at a dead one's address, is a new one.
    struct Subscription: Hashable, Sendable {
        let clientID: ObjectIdentifier
        let serial: UInt64
    }

    /// What the pool holds for one client.
    struct Observer: Sendable {
        // NB: nonisolated(unsafe), because a main-actor client is not
        // `Sendable`. Invariant: the reference is written only when the
        // observer is made, and it and every load of it happen with the
        // pool's lock held; a loaded client is released after the lock is
        // let go (on the main queue when loaded elsewhere) and called only on
        // the main actor. A breach shows under the thread sanitizer
        // (.ci/tsan.sh) in `ConcurrencyStormTests`, which sweeps from other
        // threads while the main actor delivers to the same observers.
        nonisolated(unsafe) weak var client: (any KeyboardObservable)?
        var events: KeyboardEventMask
        let serial: UInt64
    }

    /// What a fan-out does for one subscription in its snapshot.
    enum Delivery {
        /// Call this client.
        case call(any KeyboardObservable)
        /// Skip it: unsubscribed, subscribed anew, or no longer wanting this event.
        case skip
        /// Skip it: its client is gone, and its observer was evicted just now.
        case evictedStray
    }

    private var observers: [ObjectIdentifier: Observer] = [:]
    private var lastSerial: UInt64 = 0

    /// Every subscription made, oldest first, including some removed since:
    /// a removal leaves its place, and the places are dropped together once
    /// they outnumber the observers held. A fan-out takes this array as its
    /// snapshot (a copy costs nothing until the next change) and asks
    /// ``delivery(to:wanting:)`` before each call, which skips removed places.
    private(set) var subscriptionOrder: [Subscription] = []

    /// Observers held, live and stray.
    var count: Int { observers.count }

    /// Subscribes `client`, or only updates its events when it is already
    /// subscribed; returns whether an observer was added and whether it
    /// replaced a stray (a dead client's observer at the same address).
    mutating func subscribe(_ client: any KeyboardObservable, to events: KeyboardEventMask)
        -> (added: Bool, replacedStray: Bool) {
        let clientID = ObjectIdentifier(client)
        let existing = observers[clientID]
        if existing?.client != nil {
            observers[clientID]?.events = events
            return (added: false, replacedStray: false)
        }
        lastSerial += 1
        observers[clientID] = Observer(client: client, events: events, serial: lastSerial)
        subscriptionOrder.append(Subscription(clientID: clientID, serial: lastSerial))
        return (added: true, replacedStray: existing != nil)
    }

    /// Removes the observer of the client with this identity; returns whether there was one.
    mutating func unsubscribe(_ clientID: ObjectIdentifier) -> Bool {
        guard observers.removeValue(forKey: clientID) != nil else { return false }
        dropRemovedPlacesIfMany()
        return true
    }

    /// The check a fan-out makes before each call: whether `subscription`
    /// is still held and wants `event`, and its client, loaded now. A stray
    /// met here is evicted.
    mutating func delivery(to subscription: Subscription, wanting event: KeyboardEventMask) -> Delivery {
        guard let observer = observers[subscription.clientID], observer.serial == subscription.serial,
              observer.events.contains(event)
        else { return .skip }
        guard let client = observer.client else {
            observers[subscription.clientID] = nil
            dropRemovedPlacesIfMany()
            return .evictedStray
        }
        return .call(client)
    }

    /// Evicts every observer whose client is gone; returns how many. Each
    /// live client it loads is appended to `loaded`, for the caller to let go
    /// of once the lock is released (it may be a client's last reference).
    mutating func evictStrays(loadingInto loaded: inout [AnyObject]) -> Int {
        var strays: [ObjectIdentifier] = []
        for (clientID, observer) in observers {
            if let client = observer.client {
                loaded.append(client)
            } else {
                strays.append(clientID)
            }
        }
        for clientID in strays {
            observers[clientID] = nil
        }
        dropRemovedPlacesIfMany()
        return strays.count
    }

    /// Lets go of every observer; returns how many there were.
    mutating func removeAll() -> Int {
        defer {
            observers = [:]
            subscriptionOrder = []
        }
        return observers.count
    }

    /// Drops the places of removed subscriptions once they outnumber the
    /// held ones, so keeping the order costs amortised O(1) per removal.
    private mutating func dropRemovedPlacesIfMany() {
        guard subscriptionOrder.count > 2 * observers.count + 16 else { return }
        let observers = observers
        subscriptionOrder.removeAll { observers[$0.clientID]?.serial != $0.serial }
    }
}
