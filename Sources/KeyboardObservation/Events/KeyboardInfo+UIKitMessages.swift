// NB: UIKit's typed keyboard messages exist from iOS 26 and Mac Catalyst 26
// and are unavailable on visionOS. `@available` covers the OS an app runs on;
// the SDK it builds with is asked by UIKit's module version (9126 is the
// iOS 26 SDK's, 8506 iOS 18's), so the package still builds with Xcode 16.
// Each message has the same six properties; the package reads five of them
// through `KeyboardMessageFields`.
#if canImport(UIKit, _version: 9126) && !os(visionOS)
import UIKit

@available(iOS 26.0, macCatalyst 26.0, *) extension UIResponder.KeyboardWillShowMessage: KeyboardMessageFields {}
@available(iOS 26.0, macCatalyst 26.0, *) extension UIResponder.KeyboardDidShowMessage: KeyboardMessageFields {}
@available(iOS 26.0, macCatalyst 26.0, *) extension UIResponder.KeyboardWillHideMessage: KeyboardMessageFields {}
@available(iOS 26.0, macCatalyst 26.0, *) extension UIResponder.KeyboardDidHideMessage: KeyboardMessageFields {}
@available(iOS 26.0, macCatalyst 26.0, *) extension UIResponder.KeyboardWillChangeFrameMessage: KeyboardMessageFields {}
@available(iOS 26.0, macCatalyst 26.0, *) extension UIResponder.KeyboardDidChangeFrameMessage: KeyboardMessageFields {}

@available(iOS 26.0, macCatalyst 26.0, *)
extension KeyboardInfo {
    /// The payload of UIKit's typed `keyboardWillShow` message, its curve kept (7 included).
    ///
    /// ```swift
    /// token = NotificationCenter.default.addObserver(of: UIScreen.self, for: .keyboardWillShow) { message in
    ///     let info = KeyboardInfo(message)
    /// }
    /// ```
    ///
    /// - Parameter message: The message UIKit posted.
    public init(_ message: UIResponder.KeyboardWillShowMessage) { self.init(message: message) }

    /// The payload of UIKit's typed `keyboardDidShow` message, its curve kept (7 included).
    ///
    /// - Parameter message: The message UIKit posted.
    public init(_ message: UIResponder.KeyboardDidShowMessage) { self.init(message: message) }

    /// The payload of UIKit's typed `keyboardWillHide` message, its curve kept (7 included).
    ///
    /// - Parameter message: The message UIKit posted.
    public init(_ message: UIResponder.KeyboardWillHideMessage) { self.init(message: message) }

    /// The payload of UIKit's typed `keyboardDidHide` message, its curve kept (7 included).
    ///
    /// - Parameter message: The message UIKit posted.
    public init(_ message: UIResponder.KeyboardDidHideMessage) { self.init(message: message) }

    /// The payload of UIKit's typed `keyboardWillChangeFrame` message, its curve kept (7 included).
    ///
    /// - Parameter message: The message UIKit posted.
    public init(_ message: UIResponder.KeyboardWillChangeFrameMessage) { self.init(message: message) }

    /// The payload of UIKit's typed `keyboardDidChangeFrame` message, its curve kept (7 included).
    ///
    /// - Parameter message: The message UIKit posted.
    public init(_ message: UIResponder.KeyboardDidChangeFrameMessage) { self.init(message: message) }
}
#endif
