/// What an observer receives, packed into one byte: a bit per
/// ``KeyboardEvent``, and one for live frames.
struct KeyboardEventMask: Hashable, Sendable {
    var rawValue: UInt8

    /// Live frames: the keyboard's frame between events, while the user
    /// drags it (an interactive dismissal), delivered as `willChangeFrame`.
    static let liveFrames = KeyboardEventMask(rawValue: 1 << 6)

    /// Every bit a mask can hold, in order.
    static let bitCount = 7

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    init(_ events: Set<KeyboardEvent>) {
        rawValue = events.reduce(0) { $0 | $1.bit }
    }

    /// `events`, and live frames when asked for.
    init(_ events: Set<KeyboardEvent>, followingLiveFrames: Bool) {
        self.init(events)
        if followingLiveFrames { rawValue |= Self.liveFrames.rawValue }
    }

    func intersection(_ other: KeyboardEventMask) -> KeyboardEventMask {
        KeyboardEventMask(rawValue: rawValue & other.rawValue)
    }

    func union(_ other: KeyboardEventMask) -> KeyboardEventMask {
        KeyboardEventMask(rawValue: rawValue | other.rawValue)
    }

    @inline(__always)
    func contains(_ event: KeyboardEvent) -> Bool {
        rawValue & event.bit != 0
    }

    /// Whether every bit of `other` is set here.
    @inline(__always)
    func contains(_ other: KeyboardEventMask) -> Bool {
        rawValue & other.rawValue == other.rawValue
    }

    /// Whether the bit at `index` (0 ..< ``bitCount``) is set.
    func containsBit(_ index: Int) -> Bool {
        rawValue & (1 << index) != 0
    }
}
