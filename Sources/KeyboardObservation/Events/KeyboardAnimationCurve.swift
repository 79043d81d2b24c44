/// The animation curve of a keyboard transition, as UIKit reports it.
///
/// UIKit's keyboard usually reports `7`, a private curve outside
/// `UIView.AnimationCurve`; this type keeps any raw value, so nothing is lost
/// and nothing traps. Animate with ``KeyboardAnimation`` (on UIKit,
/// `KeyboardAnimation.alongsideKeyboard.perform(info) { … }`), which shifts
/// the curve into `UIView.AnimationOptions`' curve bits.
///
/// ```swift
/// let curve: KeyboardAnimationCurve = info.animationCurve
/// switch curve {
/// case .easeInOut, .easeIn, .easeOut, .linear: print("one of UIKit's public curves")
/// case .keyboard: print("the keyboard's own curve, 7")
/// default: print("some other raw value: \(curve.rawValue)")
/// }
/// ```
public struct KeyboardAnimationCurve: Hashable, Sendable {
    /// The raw value UIKit put in the notification.
    public var rawValue: Int

    /// Keeps any raw value, including UIKit's private `7`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `UIView.AnimationCurve.easeInOut` (0).
    public static let easeInOut = KeyboardAnimationCurve(rawValue: 0)
    /// `UIView.AnimationCurve.easeIn` (1).
    public static let easeIn = KeyboardAnimationCurve(rawValue: 1)
    /// `UIView.AnimationCurve.easeOut` (2).
    public static let easeOut = KeyboardAnimationCurve(rawValue: 2)
    /// `UIView.AnimationCurve.linear` (3).
    public static let linear = KeyboardAnimationCurve(rawValue: 3)
    /// The keyboard's own private curve (7), the one UIKit usually reports.
    public static let keyboard = KeyboardAnimationCurve(rawValue: 7)
}
