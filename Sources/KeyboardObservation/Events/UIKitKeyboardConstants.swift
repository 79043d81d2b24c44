import Foundation

/// UIKit's keyboard notification names and `userInfo` keys, spelled once, as
/// the fixed strings UIKit's constants hold: those constants' isolation
/// differs between SDKs (main-actor members of `UIResponder` in iOS 16.5/17.4).
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
