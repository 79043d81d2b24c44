import Foundation

/// UIKit's keyboard notification names and `userInfo` keys, the one place
/// the package spells them: the fixed strings UIKit's constants hold.
///
/// Literals rather than UIKit's constants, whose isolation depends on the
/// SDK (the iOS 16.5 and 17.4 SDKs import the keys as members of the
/// `@MainActor` class `UIResponder`); one code path on iOS and in tests.
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

/// UIKit's text-editing notification names, as fixed strings like the
/// keyboard's; UIKit posts them on `NotificationCenter.default`, on the main
/// thread, with the text field or text view as the object.
package enum UIKitTextEditingNotifications {
    /// `UITextField.textDidBeginEditingNotification`.
    package static let textFieldDidBeginEditing = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextView.textDidBeginEditingNotification`.
    package static let textViewDidBeginEditing = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// `UITextView.textDidChangeNotification`.
    package static let textViewDidChange = Notification.Name("UITextViewTextDidChangeNotification")
}
