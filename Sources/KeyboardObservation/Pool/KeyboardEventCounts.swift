/// How many observers want each bit of a ``KeyboardEventMask``: the registry
/// keeps it so a post that nobody observes is recognised without walking the
/// observers.
struct KeyboardEventCounts: Equatable {
    private var counts = [UInt32](repeating: 0, count: KeyboardEventMask.bitCount)

    /// Whether at least one observer observes `event`.
    func contains(_ event: KeyboardEvent) -> Bool {
        counts[event.bit.trailingZeroBitCount] > 0
    }

    /// Whether at least one observer wants every bit of `mask`.
    func contains(_ mask: KeyboardEventMask) -> Bool {
        (0..<KeyboardEventMask.bitCount).allSatisfy { !mask.containsBit($0) || counts[$0] > 0 }
    }

    /// Counts one more observer of every bit in `mask`.
    mutating func add(_ mask: KeyboardEventMask) {
        for index in counts.indices where mask.containsBit(index) {
            counts[index] += 1
        }
    }

    /// Counts one observer fewer of every bit in `mask`.
    mutating func remove(_ mask: KeyboardEventMask) {
        for index in counts.indices where mask.containsBit(index) {
            counts[index] -= 1
        }
    }
}
