/// A pool's observers as a plain value, kept under ``PoolStorage``'s lock.
///
/// Observers live inline in one contiguous array, which a fan-out takes as a
/// snapshot (a retain, not a copy) and walks without the lock; an
/// ``ObserverIndex`` finds a client's observer in O(1), and removal moves the
/// last observer into the gap, so subscribe and unsubscribe are O(1).
struct ObserverRegistry {
    private(set) var observers: ContiguousArray<KeyboardObserver> = []
    private var index = ObserverIndex()
    private var nextSerial: UInt32 = 0
    private var eventCounts = KeyboardEventCounts()
    /// Changes whenever an observer is added, removed or moved.
    private(set) var version: UInt64 = 0

    /// Observers held now, live and stray.
    var count: Int { observers.count }

    /// The bits some observer, live or stray, wants.
    var observed: KeyboardEventMask { eventCounts.observed }

    /// Adds an observer for `client`, or updates its events; a stray left at
    /// the same address by a dead client is replaced.
    @discardableResult
    mutating func subscribe(
        _ client: any KeyboardObservable, mask: KeyboardEventMask
    ) -> (created: Bool, evictedStray: Bool) {
        let id = ObjectIdentifier(client)
        var evictedStray = false
        if let position = position(of: id) {
            if self.client(at: position) === client {
                eventCounts.add(observers[position].mask, by: -1)
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

    /// Removes `client`'s observer, if any; returns whether it did.
    @discardableResult
    mutating func unsubscribe(_ client: AnyObject) -> Bool {
        guard let position = position(of: ObjectIdentifier(client)),
              self.client(at: position) === client
        else { return false }
        removeObserver(at: position)
        return true
    }

    /// Removes the observer of the client with this identity if that client
    /// is gone: for a client unsubscribing from its own `deinit`.
    mutating func unsubscribe(deinitializing id: ObjectIdentifier) -> Bool {
        guard let position = position(of: id), client(at: position) == nil else { return false }
        removeObserver(at: position)
        return true
    }

    /// The events of `subscription`'s observer while it is still held; `nil` once removed.
    func mask(of subscription: KeyboardObserver.Subscription) -> KeyboardEventMask? {
        guard let position = position(of: subscription) else { return nil }
        return observers.withUnsafeBufferPointer { $0[position].mask }
    }

    /// Removes `subscription`'s observer if it is still held and stray.
    @discardableResult
    mutating func removeStray(_ subscription: KeyboardObserver.Subscription) -> Bool {
        guard let position = position(of: subscription), client(at: position) == nil else { return false }
        removeObserver(at: position)
        return true
    }

    /// Evicts every stray in one in-place pass that keeps the live observers'
    /// order, calling `visitLive` with each live client loaded; returns how many.
    mutating func sweep(visitLive: (AnyObject) -> Void) -> Int {
        guard !observers.isEmpty else { return 0 }
        var kept = 0
        observers.withUnsafeMutableBufferPointer { observers in
            for position in observers.indices {
                guard let client = observers[position].loadClient() else {
                    eventCounts.add(observers[position].mask, by: -1)
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

    /// Evicts the positions flagged in `strays`, found on a snapshot taken at
    /// `snapshotVersion`, loading no weak reference; `nil` when the registry
    /// changed since.
    mutating func evict(strays: [Bool], ifUnchangedSince snapshotVersion: UInt64) -> Int? {
        guard version == snapshotVersion, strays.count == observers.count else { return nil }
        var kept = 0
        observers.withUnsafeMutableBufferPointer { observers in
            for position in observers.indices {
                if strays[position] {
                    eventCounts.add(observers[position].mask, by: -1)
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

    /// Drops the last `count` observers (strays a compaction moved there).
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

    private func client(at position: Int) -> (any KeyboardObservable)? {
        observers.withUnsafeBufferPointer { $0[position].loadClient() }
    }

    /// Removes the observer at `position`, moving the last one into its place
    /// (the index first, while every position still holds its observer).
    private mutating func removeObserver(at position: Int) {
        let last = observers.count - 1
        eventCounts.add(observers.withUnsafeBufferPointer { $0[position].mask }, by: -1)
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
