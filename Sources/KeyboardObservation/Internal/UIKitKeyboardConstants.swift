import Foundation

/// UIKit's keyboard notification names and `userInfo` keys, as the fixed
/// strings UIKit's constants hold, on every platform.
///
/// The strings are public, stable values (`UIKeyboardFrameEndUserInfoKey` is
/// `"UIKeyboardFrameEndUserInfoKey"`), so this type does not read UIKit's
/// constants: their isolation depends on the SDK. The iOS 16.5 and 17.4 SDKs
/// import the userInfo keys as members of the `@MainActor` class
/// `UIResponder`, so a nonisolated `static let` initialised from one does not
/// compile there; later SDKs mark them `nonisolated`. Literals need no
/// isolation with any SDK, and keep one code path on iOS and in tests.
/// tvOS and watchOS lack the constants, and take the same strings.
enum UIKitKeyboardConstants {
    static let willShow = Notification.Name("UIKeyboardWillShowNotification")
    static let didShow = Notification.Name("UIKeyboardDidShowNotification")
    static let willHide = Notification.Name("UIKeyboardWillHideNotification")
    static let didHide = Notification.Name("UIKeyboardDidHideNotification")
    static let willChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
    static let didChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")

    static let frameBeginKey = "UIKeyboardFrameBeginUserInfoKey"
    static let frameEndKey = "UIKeyboardFrameEndUserInfoKey"
    static let animationDurationKey = "UIKeyboardAnimationDurationUserInfoKey"
    static let animationCurveKey = "UIKeyboardAnimationCurveUserInfoKey"
    static let isLocalKey = "UIKeyboardIsLocalUserInfoKey"
}
