/// The pool's state as a plain value: which observers exist, and where.
///
/// Observers live inline in one contiguous array, which fan-out takes as a
/// snapshot (a retain, not a copy) and walks without the lock; an
/// ``ObserverIndex`` finds a client's observer in O(1). Removal moves the
/// last observer into the gap, so subscribe, unsubscribe and eviction are
/// O(1). Not thread-safe by itself: ``PoolStorage`` wraps it in a lock.
///
/// Per subscribed client this costs 32 bytes in the array and 4 to 8 in the
/// index, besides the side table Swift allocates for any object that is
/// referenced weakly.
struct ObserverRegistry {
    private(set) var observers: ContiguousArray<KeyboardObserver> = []
    private var index = ObserverIndex()
    private var nextSerial: UInt32 = 0
    /// How many observers, live or stray, observe each event.
    private var eventCounts = KeyboardEventCounts()
    /// Changes whenever an observer is added, removed or moved, so a caller
    /// holding positions from a snapshot can tell whether they still hold.
    private(set) var version: UInt64 = 0

    /// Observers held now, live and stray.
    var count: Int { observers.count }

    /// Whether any observer, live or stray, observes `event`.
    func observes(_ event: KeyboardEvent) -> Bool {
        eventCounts.contains(event)
    }

    /// Whether any observer, live or stray, wants every bit of `mask`.
    func observes(_ mask: KeyboardEventMask) -> Bool {
        eventCounts.contains(mask)
    }

    /// Adds an observer for `client`, or updates the events of its existing one.
    ///
    /// A stray observer left at the same address by a dead client is replaced.
    ///
    /// - Returns: Whether a new observer was created, and whether a stray was evicted.
    @discardableResult
    mutating func subscribe(
        _ client: any KeyboardObservable, mask: KeyboardEventMask
    ) -> (created: Bool, evictedStray: Bool) {
        let id = ObjectIdentifier(client)
        var evictedStray = false
        if let position = position(of: id) {
            if self.client(at: position) === client {
                eventCounts.remove(observers[position].mask)
                eventCounts.add(mask)
                observers[position].mask = mask
                return (false, false)
            }
            removeObserver(at: position)
            evictedStray = true
        }
        nextSerial &+= 1
        observers.append(KeyboardObserver(client: client, mask: mask, serial: nextSerial))
        eventCounts.add(mask)
        observers.withUnsafeBufferPointer { index.insertLast(in: $0) }
        version &+= 1
        return (true, evictedStray)
    }

    /// Removes `client`'s observer; does nothing when it has none.
    ///
    /// - Returns: Whether an observer was removed.
    @discardableResult
    mutating func unsubscribe(_ client: AnyObject) -> Bool {
        guard let position = position(of: ObjectIdentifier(client)),
              self.client(at: position) === client
        else { return false }
        removeObserver(at: position)
        return true
    }

    /// Removes the observer of the client with this identity if that client
    /// is gone: for a client unsubscribing from its own `deinit`, where its
    /// weak reference already reads `nil` and its address is not reused yet.
    ///
    /// - Returns: Whether an observer was removed.
    mutating func unsubscribe(deinitializing id: ObjectIdentifier) -> Bool {
        guard let position = position(of: id), client(at: position) == nil else { return false }
        removeObserver(at: position)
        return true
    }

    /// Whether the client with this identity has an observer, live or stray.
    func contains(_ id: ObjectIdentifier) -> Bool { position(of: id) != nil }

    /// The events of `subscription`'s observer while it is still held; `nil` once removed.
    func mask(of subscription: KeyboardObserver.Subscription) -> KeyboardEventMask? {
        guard let position = position(of: subscription) else { return nil }
        return observers.withUnsafeBufferPointer { $0[position].mask }
    }

    /// Removes `subscription`'s observer if it is still held and stray; O(1).
    ///
    /// - Returns: Whether it was removed.
    @discardableResult
    mutating func removeStray(_ subscription: KeyboardObserver.Subscription) -> Bool {
        guard let position = position(of: subscription), client(at: position) == nil else { return false }
        removeObserver(at: position)
        return true
    }

    /// Evicts every observer whose client has been deallocated.
    ///
    /// One pass loads every weak reference in place and slides the live
    /// observers down over the strays, keeping their order; the strays left
    /// at the end are dropped and the index is rebuilt. O(observers), like
    /// any sweep.
    ///
    /// - Parameter visitLive: Called with each live client the sweep loaded.
    /// - Returns: How many observers were evicted.
    mutating func sweep(visitLive: (AnyObject) -> Void) -> Int {
        guard !observers.isEmpty else { return 0 }
        var kept = 0
        observers.withUnsafeMutableBufferPointer { observers in
            for position in observers.indices {
                guard let client = observers[position].loadClient() else {
                    eventCounts.remove(observers[position].mask)
                    continue
                }
                visitLive(client)
                if kept != position {
                    swap(&observers[kept], &observers[position])
                }
                kept += 1
            }
        }
        return dropLast(observers.count - kept)
    }

    /// Evicts the observers at the positions flagged in `strays`, which the
    /// caller found stray by walking a snapshot taken at `snapshotVersion`.
    ///
    /// Loads no weak reference (strays stay stray), so no client can be
    /// deinitialised here; keeps the order of the rest, like ``sweep(visitLive:)``.
    ///
    /// - Returns: How many were evicted, or `nil` when observers were added,
    ///   removed or moved since the snapshot (the positions no longer hold).
    mutating func evict(strays: [Bool], ifUnchangedSince snapshotVersion: UInt64) -> Int? {
        guard version == snapshotVersion, strays.count == observers.count else { return nil }
        var kept = 0
        observers.withUnsafeMutableBufferPointer { observers in
            for position in observers.indices {
                if strays[position] {
                    eventCounts.remove(observers[position].mask)
                    continue
                }
                if kept != position {
                    swap(&observers[kept], &observers[position])
                }
                kept += 1
            }
        }
        return dropLast(observers.count - kept)
    }

    /// Lets go of every observer.
    mutating func removeAll() {
        observers = []
        index.removeAll()
        eventCounts = KeyboardEventCounts()
        version &+= 1
    }

    /// Drops the last `count` observers (strays a compaction moved there) and
    /// rebuilds the index.
    private mutating func dropLast(_ count: Int) -> Int {
        guard count > 0 else { return 0 }
        observers.removeLast(count)
        observers.withUnsafeBufferPointer { index.rebuild(in: $0) }
        version &+= 1
        return count
    }

    private func position(of id: ObjectIdentifier) -> Int? {
        observers.withUnsafeBufferPointer { index.position(of: id, in: $0) }
    }

    private func position(of subscription: KeyboardObserver.Subscription) -> Int? {
        guard let position = position(of: subscription.clientID),
              observers.withUnsafeBufferPointer({ $0[position].subscription() }) == subscription
        else { return nil }
        return position
    }

    /// The client of the observer at `position`, loaded in place.
    private func client(at position: Int) -> (any KeyboardObservable)? {
        observers.withUnsafeBufferPointer { $0[position].loadClient() }
    }

    /// Removes the observer at `position`, moving the last one into its place.
    ///
    /// The index is updated first, while every position still holds the
    /// observer it names.
    private mutating func removeObserver(at position: Int) {
        let last = observers.count - 1
        eventCounts.remove(observers.withUnsafeBufferPointer { $0[position].mask })
        observers.withUnsafeBufferPointer { observers in
            index.remove(observers[position].clientID(), in: observers)
            if position < last {
                index.move(observers[last].clientID(), to: position, in: observers)
            }
        }
        if position < last {
            observers.withUnsafeMutableBufferPointer { observers in
                swap(&observers[position], &observers[last])
            }
        }
        observers.removeLast()
        version &+= 1
    }
}
