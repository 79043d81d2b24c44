import KeyboardObservation

/// The `userInfo` key strings of UIKit's keyboard notifications.
///
/// The strings UIKit's constants hold (`UIKeyboardFrameEndUserInfoKey` is
/// `"UIKeyboardFrameEndUserInfoKey"`), the same on every platform, and
/// readable from any isolation: the keys the library decodes. Use them in a
/// test to build or inspect a payload by hand:
///
/// ```swift
/// keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameEnd: "not a rect"])
/// ```
public enum KeyboardUserInfoKey {
    /// `UIKeyboardFrameBeginUserInfoKey`: the frame at the start of the animation.
    ///
    /// ```swift
    /// keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameBegin: NSValue(), KeyboardUserInfoKey.frameEnd: 42])
    /// ```
    public static let frameBegin: String = UIKitKeyboardConstants.frameBeginKey
    /// `UIKeyboardFrameEndUserInfoKey`: the frame at the end of the animation.
    public static let frameEnd: String = UIKitKeyboardConstants.frameEndKey
    /// `UIKeyboardAnimationDurationUserInfoKey`: seconds, as a number.
    public static let animationDuration: String = UIKitKeyboardConstants.animationDurationKey
    /// `UIKeyboardAnimationCurveUserInfoKey`: the raw curve, as a number.
    public static let animationCurve: String = UIKitKeyboardConstants.animationCurveKey
    /// `UIKeyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app.
    public static let isLocal: String = UIKitKeyboardConstants.isLocalKey

    /// All five keys, in the order above.
    package static let all: [String] = [frameBegin, frameEnd, animationDuration, animationCurve, isLocal]
}
