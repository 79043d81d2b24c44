/// What an observer receives, packed into one byte: a bit per
/// ``KeyboardEvent``, and one for live frames.
struct KeyboardEventMask: OptionSet, Hashable, Sendable {
    var rawValue: UInt8

    /// Live frames (an interactive dismissal), delivered as `willChangeFrame`.
    static let liveFrames = KeyboardEventMask(rawValue: 1 << 6)
    static let bitCount = 7

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ events: Set<KeyboardEvent>, followingLiveFrames: Bool = false) {
        rawValue = events.reduce(followingLiveFrames ? Self.liveFrames.rawValue : 0) { $0 | $1.bit }
    }

    @inline(__always) func contains(_ event: KeyboardEvent) -> Bool { rawValue & event.bit != 0 }
}

/// How many observers want each bit of a ``KeyboardEventMask``, so a post
/// nobody observes is recognised without walking the observers.
struct KeyboardEventCounts: Equatable {
    private var counts = [UInt32](repeating: 0, count: KeyboardEventMask.bitCount)
    private(set) var observed: KeyboardEventMask = []

    /// Counts one more (`by: 1`) or one fewer (`by: -1`) observer of each bit in `mask`.
    mutating func add(_ mask: KeyboardEventMask, by delta: Int32 = 1) {
        var bits = mask.rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            counts[index] = UInt32(Int32(counts[index]) + delta)
            if counts[index] == 0 { observed.remove(KeyboardEventMask(rawValue: 1 << index)) }
        }
        if delta > 0 { observed.formUnion(mask) }
    }
}
