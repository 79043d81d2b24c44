import Foundation

/// UIKit's text-editing notification names, as the fixed strings UIKit's
/// constants hold, on every platform (see ``UIKitKeyboardConstants`` for why
/// literals rather than UIKit's constants).
///
/// UIKit posts them on `NotificationCenter.default`, on the main thread,
/// with the text field or text view as the object.
package enum UIKitTextEditingNotifications {
    /// `UITextField.textDidBeginEditingNotification`.
    package static let textFieldDidBeginEditing = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextView.textDidBeginEditingNotification`.
    package static let textViewDidBeginEditing = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// `UITextView.textDidChangeNotification`.
    package static let textViewDidChange = Notification.Name("UITextViewTextDidChangeNotification")
}
