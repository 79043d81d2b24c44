#if canImport(UIKit)
import UIKit
#else
import Foundation
#endif

/// UIKit's keyboard notification names and `userInfo` keys.
///
/// On Apple platforms these are UIKit's own constants; elsewhere they are the
/// same strings, so the code that reads them is one path on iOS and in tests.
/// tvOS and watchOS have UIKit but not its keyboard constants
/// (`API_UNAVAILABLE(tvos, watchos)` in UIWindow.h), so they take the strings.
enum UIKitKeyboardConstants {
    #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    static let willShow = UIResponder.keyboardWillShowNotification
    static let didShow = UIResponder.keyboardDidShowNotification
    static let willHide = UIResponder.keyboardWillHideNotification
    static let didHide = UIResponder.keyboardDidHideNotification
    static let willChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    static let didChangeFrame = UIResponder.keyboardDidChangeFrameNotification

    static let frameBeginKey: String = UIResponder.keyboardFrameBeginUserInfoKey
    static let frameEndKey: String = UIResponder.keyboardFrameEndUserInfoKey
    static let animationDurationKey: String = UIResponder.keyboardAnimationDurationUserInfoKey
    static let animationCurveKey: String = UIResponder.keyboardAnimationCurveUserInfoKey
    static let isLocalKey: String = UIResponder.keyboardIsLocalUserInfoKey
    #else
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
    #endif
}
