/// A pool's observers as a plain value, under ``PoolStorage``'s lock: inline
/// in one array that a fan-out walks as a snapshot, found in O(1) through an
/// ``ObserverIndex``; a removal moves the last observer into the gap.
struct ObserverRegistry {
    private(set) var observers: ContiguousArray<KeyboardObserver> = []
    private var index = ObserverIndex()
    private var nextSerial: UInt32 = 0
    private var eventCounts = KeyboardEventCounts()
    /// Changes whenever an observer is added, removed or moved.
    private(set) var version: UInt64 = 0

    var count: Int { observers.count }

    /// The bits some observer, live or stray, wants.
    var observed: KeyboardEventMask { eventCounts.observed }

    /// Adds an observer for `client`, or updates its events; a stray left at
    /// the same address by a dead client is replaced.
    @discardableResult mutating func subscribe(
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
    @discardableResult mutating func unsubscribe(_ client: AnyObject) -> Bool {
        guard let position = position(of: ObjectIdentifier(client)),
              self.client(at: position) === client
        else { return false }
        removeObserver(at: position)
        return true
    }

    /// Removes the observer of the client with this identity if that client
    /// is gone: for a client unsubscribing from its own `deinit`.
    mutating func unsubscribe(deinitializing id: ObjectIdentifier) -> Bool {
        removeIfStray(at: position(of: id))
    }

    /// Removes `subscription`'s observer if it is still held and stray.
    mutating func removeStray(_ subscription: KeyboardObserver.Subscription) -> Bool {
        removeIfStray(at: position(of: subscription))
    }

    func contains(_ id: ObjectIdentifier) -> Bool { position(of: id) != nil }

    /// The events of `subscription`'s observer while it is still held; `nil` once removed.
    func mask(of subscription: KeyboardObserver.Subscription) -> KeyboardEventMask? {
        guard let position = position(of: subscription) else { return nil }
        return observers.withUnsafeBufferPointer { $0[position].mask }
    }

    /// Evicts every stray in one in-place pass that keeps the live observers'
    /// order, calling `visitLive` with each live client loaded; returns how many.
    mutating func sweep(visitLive: (AnyObject) -> Void) -> Int {
        compact { observers, position in
            guard let client = observers[position].loadClient() else { return true }
            visitLive(client)
            return false
        }
    }

    /// Evicts the positions flagged in `strays`, found on a snapshot taken at
    /// `snapshotVersion`, loading no weak reference; `nil` when the registry
    /// changed since.
    mutating func evict(strays: [Bool], ifUnchangedSince snapshotVersion: UInt64) -> Int? {
        guard version == snapshotVersion, strays.count == observers.count else { return nil }
        return compact { _, position in strays[position] }
    }

    /// Slides the observers `isStray` keeps down over the rest, in order, and
    /// drops the rest; returns how many it dropped.
    @inline(__always) private mutating func compact(
        _ isStray: (UnsafeMutableBufferPointer<KeyboardObserver>, Int) -> Bool
    ) -> Int {
        var kept = 0
        observers.withUnsafeMutableBufferPointer { observers in
            for position in observers.indices {
                if isStray(observers, position) {
                    eventCounts.add(observers[position].mask, by: -1)
                    continue
                }
                if kept != position {
                    observers.swapAt(kept, position)
                }
                kept += 1
            }
        }
        let dropped = observers.count - kept
        guard dropped > 0 else { return 0 }
        observers.removeLast(dropped)
        observers.withUnsafeBufferPointer { index.rebuild(in: $0) }
        version &+= 1
        return dropped
    }

    mutating func removeAll() {
        observers = []
        index = ObserverIndex()
        eventCounts = KeyboardEventCounts()
        version &+= 1
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

    private mutating func removeIfStray(at position: Int?) -> Bool {
        guard let position, client(at: position) == nil else { return false }
        removeObserver(at: position)
        return true
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
            observers.withUnsafeMutableBufferPointer { $0.swapAt(position, last) }
        }
        observers.removeLast()
        version &+= 1
    }
}
