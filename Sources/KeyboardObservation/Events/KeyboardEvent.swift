import Foundation

/// One of the six keyboard notifications UIKit posts, convertible to and
/// from UIKit's own notification name.
///
/// ```swift
/// let name = KeyboardEvent.willShow.notificationName.rawValue   // "UIKeyboardWillShowNotification"
/// let event = KeyboardEvent(notificationName: notification.name)   // .willShow, or nil for other names
/// ```
///
/// ```swift
/// let endsOfAnimations: Set<KeyboardEvent> = [.didShow, .didHide, .didChangeFrame]
/// ```
public enum KeyboardEvent: CaseIterable, Hashable, Sendable {
    /// The keyboard is about to appear (`UIKeyboardWillShowNotification`).
    case willShow
    /// The keyboard has appeared (`UIKeyboardDidShowNotification`).
    case didShow
    /// The keyboard is about to disappear (`UIKeyboardWillHideNotification`).
    case willHide
    /// The keyboard has disappeared (`UIKeyboardDidHideNotification`).
    case didHide
    /// The keyboard's frame is about to change (`UIKeyboardWillChangeFrameNotification`).
    case willChangeFrame
    /// The keyboard's frame has changed (`UIKeyboardDidChangeFrameNotification`).
    case didChangeFrame

    /// UIKit's own name, e.g. "UIKeyboardWillShowNotification".
    public var notificationName: Notification.Name {
        switch self {
        case .willShow: UIKitKeyboardConstants.willShow
        case .didShow: UIKitKeyboardConstants.didShow
        case .willHide: UIKitKeyboardConstants.willHide
        case .didHide: UIKitKeyboardConstants.didHide
        case .willChangeFrame: UIKitKeyboardConstants.willChangeFrame
        case .didChangeFrame: UIKitKeyboardConstants.didChangeFrame
        }
    }

    /// The event UIKit posts under `notificationName`, or `nil` for any other name.
    public init?(notificationName: Notification.Name) {
        guard let event = Self.allCases.first(where: { $0.notificationName == notificationName }) else { return nil }
        self = event
    }
}

extension KeyboardEvent {
    /// All six events, built once.
    static let everyEvent: Set<KeyboardEvent> = Set(allCases)
}

extension KeyboardEvent {
    /// Whether UIKit posts it after the keyboard's animation (a did-event),
    /// not before (a will-event).
    package var isDidEvent: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: false
        case .didShow, .didHide, .didChangeFrame: true
        }
    }
}
