/// What a pool reports to the package's own harness and tests (`PoolCounters`
/// in KeyboardObservationInstruments): decodes, observers added and removed,
/// each taking of its lock, and each time an `events()` consumer starts
/// waiting (so a test awaits the wait instead of polling for it). One per pool, so a stream carries no seam of its own.
package protocol PoolCounting: AnyObject, Sendable {
    func record(decodes: Int, added: Int, removed: Int)
    /// A consumer of one of the pool's `events()` streams started waiting for an element.
    func consumerWaits()
    /// The pool is about to take its lock.
    func lockTaken()
}

extension PoolCounting {
    /// Nothing: only tests that await a consumer's wait implement it.
    package func consumerWaits() {}

    /// Nothing: only the harness and its tests count the pool's locks.
    package func lockTaken() {}

    /// Records what is not zero. (Named apart from the requirement: with the
    /// same signature it would be its default, calling itself.)
    func count(decodes: Int = 0, added: Int = 0, removed: Int = 0) {
        guard decodes != 0 || added != 0 || removed != 0 else { return }
        record(decodes: decodes, added: added, removed: removed)
    }
}
