import Foundation
#if canImport(GameController)
import GameController
#endif

/// GameController's hardware-keyboard notifications, which a pool listens
/// for on its center: `GCKeyboardDidConnectNotification` and
/// `GCKeyboardDidDisconnectNotification` (iOS 14+, posted on
/// `NotificationCenter.default`; all keyboards are coalesced into one, so a
/// connect comes once until the last one disconnects). Where GameController
/// exists the SDK's own constants; elsewhere (tests on Linux) the same
/// names as strings, which `KeyboardSimulator` posts.
package enum HardwareKeyboardNotifications {
    /// A hardware keyboard connected.
    package static var didConnect: Notification.Name {
        #if canImport(GameController)
        if #available(iOS 14.0, macOS 11.0, macCatalyst 14.0, *) { return .GCKeyboardDidConnect }
        #endif
        return Notification.Name("GCKeyboardDidConnectNotification")
    }

    /// The last hardware keyboard disconnected.
    package static var didDisconnect: Notification.Name {
        #if canImport(GameController)
        if #available(iOS 14.0, macOS 11.0, macCatalyst 14.0, *) { return .GCKeyboardDidDisconnect }
        #endif
        return Notification.Name("GCKeyboardDidDisconnectNotification")
    }

    /// Whether a hardware keyboard is attached now, for a pool on
    /// `center`: `GCKeyboard.coalesced` for a pool on the default center,
    /// where GameController posts; `nil` (not known until a notification
    /// comes) for a pool on any other center, and where GameController does
    /// not exist. The iOS simulator always reports one attached.
    static func attachedNow(for center: NotificationCenter) -> Bool? {
        #if canImport(GameController)
        guard center === NotificationCenter.default else { return nil }
        if #available(iOS 14.0, macOS 11.0, macCatalyst 14.0, *) { return GCKeyboard.coalesced != nil }
        #endif
        return nil
    }
}
