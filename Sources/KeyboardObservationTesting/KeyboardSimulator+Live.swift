import Foundation
import KeyboardObservation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardSimulator {
    /// One frame of an interactive dismissal (a scroll view with
    /// `keyboardDismissMode = .interactive`): the docked keyboard's top is
    /// now `height` points above the screen's bottom edge.
    ///
    /// UIKit posts none of its six notifications while the finger drags;
    /// this reports the frame through the same entry the UIKit layer feeds
    /// from the keyboard layout guide, so every pool on this simulator's
    /// center follows it. Delivered before it returns when called on the
    /// main queue. End a drag as UIKit does: ``hide(duration:curve:)`` when
    /// the finger lets the keyboard go, ``show(height:duration:curve:)`` when
    /// it springs back.
    ///
    /// ```swift
    /// keyboard.show(height: 336)
    /// keyboard.drag(height: 200)   // the input bar follows the finger, no animation
    /// keyboard.hide()
    /// ```
    ///
    /// - Parameter height: How far the keyboard's top is above the screen's bottom edge, in points.
    public func drag(height: CGFloat) {
        KeyboardLiveFrame.report(docked(height: height), on: notificationCenter)
    }

    /// What UIKit posts when a text field (or, with `textView: true`, a text
    /// view) begins editing: `UITextField.textDidBeginEditingNotification`
    /// (`"UITextFieldTextDidBeginEditingNotification"`) or
    /// `UITextView.textDidBeginEditingNotification`
    /// (`"UITextViewTextDidBeginEditingNotification"`), object `nil`.
    ///
    /// With the keyboard already up, UIKit posts no keyboard notification
    /// when focus moves (since iOS 11); this is what a `KeyboardRevealBehavior`
    /// hears instead.
    ///
    /// - Parameter textView: `true` for a text view, `false` (default) for a text field.
    public func beginEditing(textView: Bool = false) {
        let name = textView
            ? UIKitTextEditingNotifications.textViewDidBeginEditing
            : UIKitTextEditingNotifications.textFieldDidBeginEditing
        notificationCenter.post(name: name, object: nil)
    }

    /// What UIKit posts when the text of the text view being edited changes:
    /// `UITextView.textDidChangeNotification`
    /// (`"UITextViewTextDidChangeNotification"`), object `nil`.
    public func changeText() {
        notificationCenter.post(name: UIKitTextEditingNotifications.textViewDidChange, object: nil)
    }
}
