/// The pool's state as a plain value: which observers exist, and where.
///
/// Observers live in one contiguous array, which fan-out takes as a snapshot
/// (a retain, not a copy) and walks without the lock; a dictionary finds a
/// client's observer in O(1). Removal swaps the last observer into the gap,
/// so subscribe, unsubscribe and eviction are O(1). Not thread-safe by itself:
/// ``PoolStorage`` wraps it in a lock.
struct ObserverRegistry {
    private(set) var observers: ContiguousArray<KeyboardObserver> = []
    private var byClient: [ObjectIdentifier: KeyboardObserver] = [:]

    /// Observers held now, live and stray.
    var count: Int { observers.count }

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
        if let existing = byClient[id] {
            if existing.client === client {
                existing.mask = mask
                return (false, false)
            }
            remove(existing)
            evictedStray = true
        }
        let observer = KeyboardObserver(client: client, mask: mask, slot: observers.count)
        observers.append(observer)
        byClient[id] = observer
        return (true, evictedStray)
    }

    /// Removes `client`'s observer; does nothing when it has none.
    ///
    /// - Returns: Whether an observer was removed.
    @discardableResult
    mutating func unsubscribe(_ client: AnyObject) -> Bool {
        guard let existing = byClient[ObjectIdentifier(client)], existing.client === client else {
            return false
        }
        remove(existing)
        return true
    }

    /// Removes `observer` if it is still held; O(1).
    ///
    /// - Returns: Whether it was held.
    @discardableResult
    mutating func remove(_ observer: KeyboardObserver) -> Bool {
        let slot = observer.slot
        guard slot >= 0, slot < observers.count, observers[slot] === observer else { return false }
        removeObserver(at: slot)
        return true
    }

    /// Evicts every observer whose client has been deallocated.
    ///
    /// - Parameter visitLive: Called with each live client the sweep loaded.
    /// - Returns: How many observers were evicted.
    @inline(__always)
    mutating func sweep(visitLive: (AnyObject) -> Void) -> Int {
        var evicted = 0
        var index = 0
        while index < observers.count {
            if let client = observers[index].client {
                visitLive(client)
                index += 1
            } else {
                removeObserver(at: index)
                evicted += 1
            }
        }
        return evicted
    }

    /// Lets go of every observer.
    mutating func removeAll() {
        for observer in observers { observer.slot = -1 }
        observers.removeAll()
        byClient.removeAll()
    }

    private mutating func removeObserver(at slot: Int) {
        let observer = observers[slot]
        let last = observers.removeLast()
        if last !== observer {
            observers[slot] = last
            last.slot = slot
        }
        if byClient[observer.clientID] === observer {
            byClient[observer.clientID] = nil
        }
        observer.slot = -1
    }
}
