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
package enum UIKitKeyboardConstants {
    package static let willShow = Notification.Name("UIKeyboardWillShowNotification")
    package static let didShow = Notification.Name("UIKeyboardDidShowNotification")
    package static let willHide = Notification.Name("UIKeyboardWillHideNotification")
    package static let didHide = Notification.Name("UIKeyboardDidHideNotification")
    package static let willChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
    package static let didChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")

    package static let frameBeginKey = "UIKeyboardFrameBeginUserInfoKey"
    package static let frameEndKey = "UIKeyboardFrameEndUserInfoKey"
    package static let animationDurationKey = "UIKeyboardAnimationDurationUserInfoKey"
    package static let animationCurveKey = "UIKeyboardAnimationCurveUserInfoKey"
    package static let isLocalKey = "UIKeyboardIsLocalUserInfoKey"
}
