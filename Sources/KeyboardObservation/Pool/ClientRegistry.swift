/// A pool's subscriptions as a plain value, kept under the pool's lock:
/// for each client, by identity, its observer and the events it wants.
struct ClientRegistry {
    /// One subscribed client.
    struct Registration {
        let observer: WeakClient
        var events: KeyboardEventMask
    }

    private var registrations: [ObjectIdentifier: Registration] = [:]

    /// Observers held, live and stray.
    var count: Int { registrations.count }

    /// Adds `observer`, or only updates the events when its client is
    /// already subscribed; returns whether `observer` was added and whether
    /// it replaced a stray (a dead client's observer at the same address).
    mutating func subscribe(_ observer: WeakClient, to events: KeyboardEventMask) -> (added: Bool, replacedStray: Bool) {
        if let existing = registrations[observer.clientID] {
            if existing.observer.client != nil {
                registrations[observer.clientID]?.events = events
                return (added: false, replacedStray: false)
            }
            registrations[observer.clientID] = Registration(observer: observer, events: events)
            return (added: true, replacedStray: true)
        }
        registrations[observer.clientID] = Registration(observer: observer, events: events)
        return (added: true, replacedStray: false)
    }

    /// Removes the observer of the client with this identity; returns whether there was one.
    mutating func unsubscribe(_ clientID: ObjectIdentifier) -> Bool {
        registrations.removeValue(forKey: clientID) != nil
    }

    /// Whether `observer` is still the one held for its client and wants `event`:
    /// the check a fan-out makes before each call.
    func isSubscribed(_ observer: WeakClient, to event: KeyboardEventMask) -> Bool {
        guard let registration = registrations[observer.clientID] else { return false }
        return registration.observer === observer && registration.events.contains(event)
    }

    /// The observers that want `event` now, in no particular order.
    func observers(of event: KeyboardEventMask) -> [WeakClient] {
        registrations.values.compactMap { $0.events.contains(event) ? $0.observer : nil }
    }

    /// Every observer held, live and stray.
    var allObservers: [WeakClient] { registrations.values.map(\.observer) }

    /// Removes `observer` if it is still held (its client is known to be gone); returns whether it did.
    mutating func evict(_ observer: WeakClient) -> Bool {
        guard registrations[observer.clientID]?.observer === observer else { return false }
        registrations[observer.clientID] = nil
        return true
    }

    mutating func removeAll() -> Int {
        defer { registrations = [:] }
        return registrations.count
    }
}
