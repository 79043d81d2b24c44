/// How many observers observe each of the six events: the registry keeps it
/// so a post that nobody observes is recognised without walking the observers.
struct KeyboardEventCounts: Equatable {
    private var counts: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0)

    /// Whether at least one observer observes `event`.
    func contains(_ event: KeyboardEvent) -> Bool {
        self[event] > 0
    }

    /// Counts one more observer of every event in `mask`.
    mutating func add(_ mask: KeyboardEventMask) {
        for event in KeyboardEvent.allCases where mask.contains(event) {
            self[event] += 1
        }
    }

    /// Counts one observer fewer of every event in `mask`.
    mutating func remove(_ mask: KeyboardEventMask) {
        for event in KeyboardEvent.allCases where mask.contains(event) {
            self[event] -= 1
        }
    }

    static func == (lhs: KeyboardEventCounts, rhs: KeyboardEventCounts) -> Bool {
        KeyboardEvent.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    private subscript(event: KeyboardEvent) -> UInt32 {
        get {
            switch event {
            case .willShow: counts.0
            case .didShow: counts.1
            case .willHide: counts.2
            case .didHide: counts.3
            case .willChangeFrame: counts.4
            case .didChangeFrame: counts.5
            }
        }
        set {
            switch event {
            case .willShow: counts.0 = newValue
            case .didShow: counts.1 = newValue
            case .willHide: counts.2 = newValue
            case .didHide: counts.3 = newValue
            case .willChangeFrame: counts.4 = newValue
            case .didChangeFrame: counts.5 = newValue
            }
        }
    }
}
