import Foundation

// GameController/GCKeyboard.h
// GAMECONTROLLER_EXPORT NSString *const GCKeyboardDidConnectNotification API_AVAILABLE(macos(11.0), ios(14.0), tvos(14.0));
// GAMECONTROLLER_EXPORT NSString *const GCKeyboardDidDisconnectNotification API_AVAILABLE(macos(11.0), ios(14.0), tvos(14.0));
// Swift: Notification.Name.GCKeyboardDidConnect, .GCKeyboardDidDisconnect.
// The string values are not in the headers; these are stand-ins.
extension Notification.Name {
    @available(macOS 11.0, iOS 14.0, tvOS 14.0, *)
    public static let GCKeyboardDidConnect = Notification.Name("GCKeyboardDidConnectNotification")
    @available(macOS 11.0, iOS 14.0, tvOS 14.0, *)
    public static let GCKeyboardDidDisconnect = Notification.Name("GCKeyboardDidDisconnectNotification")
}

// API_AVAILABLE(macos(11.0), ios(14.0), tvos(14.0))
// @interface GCKeyboard : NSObject <GCDevice>
// Not UI-actor isolated, and not Sendable.
@available(macOS 11.0, iOS 14.0, tvOS 14.0, *)
open class GCKeyboard: NSObject {
    // @property (class, atomic, strong, readonly, nullable) GCKeyboard *coalescedKeyboard API_AVAILABLE(macos(11.0), ios(14.0), tvos(14.0));
    // Swift: class var coalesced: GCKeyboard? { get }
    // Model: no hardware keyboard is attached (the model posts no connect).
    open class var coalesced: GCKeyboard? { nil }
}
