import Foundation

extension KeyboardEvent {
    /// The event's name in a trace: the case's own (`"willShow"`).
    var traceName: String {
        switch self {
        case .willShow: "willShow"
        case .didShow: "didShow"
        case .willHide: "willHide"
        case .didHide: "didHide"
        case .willChangeFrame: "willChangeFrame"
        case .didChangeFrame: "didChangeFrame"
        }
    }

    /// The event a trace names, or `nil` for another name.
    init?(traceName: String) {
        guard let event = Self.allCases.first(where: { $0.traceName == traceName }) else { return nil }
        self = event
    }
}

extension KeyboardState.Placement {
    /// The placement's name in a trace: the case's own (`"docked"`).
    var traceName: String {
        switch self {
        case .unknown: "unknown"
        case .hidden: "hidden"
        case .docked: "docked"
        case .hardwareKeyboardBar: "hardwareKeyboardBar"
        case .undocked: "undocked"
        }
    }

    /// The placement a trace names, or `nil` for another name.
    init?(traceName: String) {
        let all: [Self] = [.unknown, .hidden, .docked, .hardwareKeyboardBar, .undocked]
        guard let placement = all.first(where: { $0.traceName == traceName }) else { return nil }
        self = placement
    }
}
