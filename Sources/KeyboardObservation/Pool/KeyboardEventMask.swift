/// The events a subscription wants, one bit per ``KeyboardEvent`` and one
/// for live frames (an interactive dismissal, delivered as `willChangeFrame`).
struct KeyboardEventMask: OptionSet, Hashable, Sendable {
    var rawValue: UInt8

    /// Live frames, for which UIKit posts nothing.
    static let liveFrames = KeyboardEventMask(rawValue: 1 << 6)
    /// All six events.
    static let allEvents = KeyboardEventMask(rawValue: (1 << 6) - 1)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ events: Set<KeyboardEvent>, followingLiveFrames: Bool = false) {
        self = followingLiveFrames ? .liveFrames : []
        for event in events {
            insert(KeyboardEventMask(event))
        }
    }

    /// The bit of one event.
    init(_ event: KeyboardEvent) {
        switch event {
        case .willShow: rawValue = 1 << 0
        case .didShow: rawValue = 1 << 1
        case .willHide: rawValue = 1 << 2
        case .didHide: rawValue = 1 << 3
        case .willChangeFrame: rawValue = 1 << 4
        case .didChangeFrame: rawValue = 1 << 5
        }
    }
}
