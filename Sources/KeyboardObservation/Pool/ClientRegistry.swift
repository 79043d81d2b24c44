/// A pool's subscriptions as a plain value, kept under the pool's lock: for
/// each client, by identity, its observer and the events it wants; and the
/// observers in the order they subscribed, the order a fan-out calls them.
struct ClientRegistry {
    /// One subscribed client.
    struct Registration {
        let observer: WeakClient
        var events: KeyboardEventMask
    }

    private var registrations: [ObjectIdentifier: Registration] = [:]

    /// Every observer added, oldest first, including some removed since:
    /// removal leaves its place, and the places are dropped together once
    /// they outnumber the observers held. A fan-out takes this array as its
    /// snapshot (a copy costs nothing until the next change) and asks
    /// ``isSubscribed(_:to:)`` before each call, which skips removed places.
    private(set) var subscriptionOrder: [WeakClient] = []

    /// Observers held, live and stray.
    var count: Int { registrations.count }

    /// Adds `observer`, or only updates the events when its client is
    /// already subscribed; returns whether `observer` was added and whether
    /// it replaced a stray (a dead client's observer at the same address).
    mutating func subscribe(_ observer: WeakClient, to events: KeyboardEventMask) -> (added: Bool, replacedStray: Bool) {
        let existing = registrations[observer.clientID]
        if existing?.observer.client != nil {
            registrations[observer.clientID]?.events = events
            return (added: false, replacedStray: false)
        }
        registrations[observer.clientID] = Registration(observer: observer, events: events)
        subscriptionOrder.append(observer)
        return (added: true, replacedStray: existing != nil)
    }

    /// Removes the observer of the client with this identity; returns whether there was one.
    mutating func unsubscribe(_ clientID: ObjectIdentifier) -> Bool {
        guard registrations.removeValue(forKey: clientID) != nil else { return false }
        dropRemovedPlacesIfMany()
        return true
    }

    /// Removes `observer` if it is still the one held for its client (its
    /// client is known to be gone); returns whether it did.
    mutating func evict(_ observer: WeakClient) -> Bool {
        guard isHeld(observer) else { return false }
        registrations[observer.clientID] = nil
        dropRemovedPlacesIfMany()
        return true
    }

    /// Whether `observer` is still the one held for its client and wants
    /// `event`: the check a fan-out makes before each call.
    func isSubscribed(_ observer: WeakClient, to event: KeyboardEventMask) -> Bool {
        guard let registration = registrations[observer.clientID] else { return false }
        return registration.observer === observer && registration.events.contains(event)
    }

    /// Lets go of every observer; returns how many there were.
    mutating func removeAll() -> Int {
        defer {
            registrations = [:]
            subscriptionOrder = []
        }
        return registrations.count
    }

    private func isHeld(_ observer: WeakClient) -> Bool {
        registrations[observer.clientID]?.observer === observer
    }

    /// Drops the places of removed observers once they outnumber the held
    /// ones, so the order costs amortised O(1) per removal.
    private mutating func dropRemovedPlacesIfMany() {
        guard subscriptionOrder.count > 2 * registrations.count + 16 else { return }
        let registrations = registrations
        subscriptionOrder.removeAll { registrations[$0.clientID]?.observer !== $0 }
    }
}
