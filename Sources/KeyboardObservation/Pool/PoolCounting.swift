/// What a pool reports to the package's own harness and tests (`PoolCounters`
/// in KeyboardObservationTesting): decodes, and observers added and removed.
package protocol PoolCounting: AnyObject, Sendable {
    func record(decodes: Int, added: Int, removed: Int)
}

extension PoolCounting {
    /// Records what is not zero. (Named apart from the requirement: with the
    /// same signature it would be its default, calling itself.)
    func count(decodes: Int = 0, added: Int = 0, removed: Int = 0) {
        guard decodes != 0 || added != 0 || removed != 0 else { return }
        record(decodes: decodes, added: added, removed: removed)
    }
}
