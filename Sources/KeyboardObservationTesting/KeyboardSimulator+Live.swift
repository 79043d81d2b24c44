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
    /// only the keyboard layout guide moves. This lays out the screen's guide
    /// with the keyboard's top there, through the same entry the UIKit
    /// layer's guide tracker feeds: the pools on this simulator's center that
    /// follow live frames (a behavior, `KeyboardModel`, `observe` or
    /// `events` with `followingLiveFrames: true`) move, and nothing else does.
    /// Delivered before it returns when called on the main queue. End a drag
    /// as UIKit does: ``hide(duration:curve:)`` when the finger lets the
    /// keyboard go, ``show(height:duration:curve:)`` when it springs back.
    ///
    /// ```swift
    /// keyboard.show(height: 336)
    /// keyboard.drag(height: 200)   // the input bar follows the finger, no animation
    /// keyboard.hide()
    /// ```
    ///
    /// - Parameter height: How far the keyboard's top is above the screen's bottom edge, in points.
    public func drag(height: CGFloat) {
        let top = docked(height: height).minY
        withGuide { $0.layOut(keyboardTop: top) }
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
    ///
    /// ```swift
    /// keyboard.show(height: 336)
    /// keyboard.beginEditing()   // focus moved to another field: a reveal scrolls to it
    /// ```
    public func beginEditing(textView: Bool = false) {
        let name = textView
            ? UIKitTextEditingNotifications.textViewDidBeginEditing
            : UIKitTextEditingNotifications.textFieldDidBeginEditing
        notificationCenter.post(name: name, object: nil)
    }

    /// What UIKit posts when the text of the text view being edited changes:
    /// `UITextView.textDidChangeNotification`
    /// (`"UITextViewTextDidChangeNotification"`), object `nil`.
    ///
    /// ```swift
    /// keyboard.beginEditing(textView: true)
    /// keyboard.changeText()   // the caret moved down a line: a reveal follows it
    /// ```
    public func changeText() {
        notificationCenter.post(name: UIKitTextEditingNotifications.textViewDidChange, object: nil)
    }
}

extension KeyboardSimulator {
    /// One layout pass of the screen's keyboard layout guide with exactly
    /// these raw facts, through the entry the UIKit layer's tracker feeds:
    /// for scenarios of guides that misbehave, and for replaying a trace.
    package func layOutGuide(_ reading: KeyboardLayoutGuideReading) {
        withGuide { $0.layOut(reading) }
    }
}

extension KeyboardSimulator {
    /// What GameController posts when a hardware keyboard connects
    /// (`GCKeyboardDidConnectNotification`): a pool on this center then holds
    /// `isHardwareKeyboardAttached == true`.
    ///
    /// ```swift
    /// keyboard.connectHardwareKeyboard()
    /// keyboard.show(height: 55)   // UIKit leaves only the shortcut bar
    /// ```
    public func connectHardwareKeyboard() {
        notificationCenter.post(name: HardwareKeyboardNotifications.didConnect, object: nil)
    }

    /// What GameController posts when the last hardware keyboard disconnects
    /// (`GCKeyboardDidDisconnectNotification`).
    ///
    /// ```swift
    /// keyboard.disconnectHardwareKeyboard()
    /// #expect(pool.keyboardState.isHardwareKeyboardAttached == false)
    /// ```
    public func disconnectHardwareKeyboard() {
        notificationCenter.post(name: HardwareKeyboardNotifications.didDisconnect, object: nil)
    }
}
