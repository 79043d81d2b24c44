import Dispatch

extension MainQueue {
    /// Moves `value` out of the caller and lets it go on the main queue.
    ///
    /// For references whose last release must happen there: a sweep's loaded
    /// clients, a subscription's handler and what it captured (a view
    /// controller perhaps). On the main queue the value is let go before this
    /// returns. Elsewhere it is moved into a box that a main-queue block
    /// empties: keeping the value alive until the block runs is not enough,
    /// since the calling thread's own reference could then be the last. The
    /// caller's reference is dropped before the block is queued.
    ///
    /// Never call it with a lock held: on the main queue a `deinit` runs here.
    ///
    /// ```swift
    /// var loaded: [AnyObject] = sweepLoadedClients()
    /// MainQueue.release(&loaded, leaving: [])
    /// ```
    ///
    /// - Parameters:
    ///   - value: What to let go; left holding `empty`.
    ///   - empty: A value that holds no reference (`nil`, `[]`).
    static func release<Value>(_ value: inout Value, leaving empty: Value) {
        if isCurrent {
            var dropped = empty
            swap(&dropped, &value)
            return
        }
        let box = LockIsolated<Value?>(nil)
        box.withLock { $0 = value }
        value = empty
        DispatchQueue.main.async {
            let dropped = box.withLock { box in
                defer { box = nil }
                return box
            }
            withExtendedLifetime(dropped) {}
        }
    }
}
