/// A pool's subscriptions as a plain value, kept under the pool's lock: for
/// each subscription, by identity, what the pool holds and the events it
/// wants; and the subscriptions in the order they were made, the order a
/// fan-out calls them, except that those called after the others (a reveal
/// behavior's follower, which measures where the others' writes put its
/// field) come after every one that is not.
struct ClientRegistry {
    /// One subscription.
    struct Registration {
        let subscriber: Subscriber
        var events: KeyboardEventMask
    }

    private var registrations: [ObjectIdentifier: Registration] = [:]

    /// Every subscription added, oldest first, including some removed since:
    /// removal leaves its place, and the places are dropped together once
    /// they outnumber the subscriptions held. A fan-out takes this array as
    /// its snapshot (a copy costs nothing until the next change) and asks
    /// ``isSubscribed(_:to:)`` before each call, which skips removed places.
    /// The places of subscriptions called after the others are its last ones.
    private(set) var subscriptionOrder: [Subscriber] = []

    /// How many of ``subscriptionOrder``'s last places are subscriptions called after the others.
    private var placesCalledAfterOthers = 0

    /// How many subscriptions want live frames: while there are any, the
    /// pool follows a keyboard layout guide.
    private(set) var liveFrameDemand = 0

    /// Changes with every subscription added, removed or changed: a drag
    /// lane made at one generation is out of date at any other.
    private(set) var generation: UInt64 = 0

    /// Subscriptions held, live and stray.
    var count: Int { registrations.count }

    /// Adds `subscriber`, or only updates the events when its client is
    /// already subscribed; returns whether it was added and whether it
    /// replaced a stray (a dead client's subscription at the same address).
    mutating func subscribe(_ subscriber: Subscriber, to events: KeyboardEventMask) -> (added: Bool, replacedStray: Bool) {
        let existing = registrations[subscriber.id]
        if let existing, !existing.subscriber.isStray {
            set(Registration(subscriber: existing.subscriber, events: events))
            return (added: false, replacedStray: false)
        }
        set(Registration(subscriber: subscriber, events: events))
        if subscriber.isCalledAfterOthers {
            subscriptionOrder.append(subscriber)
            placesCalledAfterOthers += 1
        } else {
            subscriptionOrder.insert(subscriber, at: subscriptionOrder.endIndex - placesCalledAfterOthers)
        }
        // A stray replaced in place leaves its old place behind, as a removal does.
        if existing != nil { dropRemovedPlacesIfMany() }
        return (added: true, replacedStray: existing != nil)
    }

    /// Removes the subscription with this identity; returns whether there was one.
    mutating func unsubscribe(_ id: ObjectIdentifier) -> Bool {
        guard registrations[id] != nil else { return false }
        set(nil, for: id)
        dropRemovedPlacesIfMany()
        return true
    }

    /// Removes `subscriber` if it is still the one held for its identity
    /// (its client is known to be gone); returns whether it did.
    mutating func evict(_ subscriber: Subscriber) -> Bool {
        guard isHeld(subscriber) else { return false }
        set(nil, for: subscriber.id)
        dropRemovedPlacesIfMany()
        return true
    }

    /// Whether `subscriber` is still the one held for its identity and wants
    /// any of `events`: the check a fan-out makes before each call.
    func isSubscribed(_ subscriber: Subscriber, to events: KeyboardEventMask) -> Bool {
        guard let registration = registrations[subscriber.id] else { return false }
        return registration.subscriber.object === subscriber.object && !registration.events.isDisjoint(with: events)
    }

    /// The subscriptions that want live frames, in subscription order.
    var liveFrameFollowers: [Subscriber] {
        subscriptionOrder.filter { isSubscribed($0, to: .liveFrames) }
    }

    /// Lets go of every subscription; returns how many there were.
    mutating func removeAll() -> Int {
        defer {
            registrations = [:]
            subscriptionOrder = []
            placesCalledAfterOthers = 0
            liveFrameDemand = 0
            generation &+= 1
        }
        return registrations.count
    }

    private func isHeld(_ subscriber: Subscriber) -> Bool {
        registrations[subscriber.id]?.subscriber.object === subscriber.object
    }

    /// Stores or removes one registration, keeping ``liveFrameDemand`` and ``generation`` in step.
    private mutating func set(_ registration: Registration?, for id: ObjectIdentifier? = nil) {
        guard let key = id ?? registration?.subscriber.id else { return }
        generation &+= 1
        if registrations[key]?.events.contains(.liveFrames) == true { liveFrameDemand -= 1 }
        registrations[key] = registration
        if registration?.events.contains(.liveFrames) == true { liveFrameDemand += 1 }
    }

    /// Drops the places of removed subscriptions once they outnumber the held
    /// ones, so the order costs amortised O(1) per removal.
    private mutating func dropRemovedPlacesIfMany() {
        guard subscriptionOrder.count > 2 * registrations.count + 16 else { return }
        let registrations = registrations
        subscriptionOrder.removeAll { registrations[$0.id]?.subscriber.object !== $0.object }
        placesCalledAfterOthers = subscriptionOrder.lazy.filter(\.isCalledAfterOthers).count
    }
}
