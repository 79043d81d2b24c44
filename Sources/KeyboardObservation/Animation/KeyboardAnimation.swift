import Foundation

/// How a behavior applies its changes: at once, or animated alongside the keyboard.
///
/// Tests use ``immediate``; UIKit apps get ``automatic``. Write your own for anything else:
///
/// ```swift
/// let logged = KeyboardAnimation { info, changes in
///     print("over \(info.animationDuration) s"); changes()
/// }
/// ```
public struct KeyboardAnimation: Sendable {
    private let body: @MainActor @Sendable (KeyboardInfo, @escaping @MainActor () -> Void) -> Void

    /// Creates a strategy whose `body` must run `changes` exactly once, at once or inside an animation.
    public init(
        _ body: @escaping @MainActor @Sendable (_ info: KeyboardInfo, _ changes: @escaping @MainActor () -> Void) -> Void
    ) {
        self.body = body
    }

    /// Applies `changes` with the timing of `info`, as this strategy does.
    @MainActor
    public func perform(_ info: KeyboardInfo, _ changes: @escaping @MainActor () -> Void) {
        body(info, changes)
    }

    /// Applies changes at once, without animation.
    public static let immediate = KeyboardAnimation { _, changes in changes() }

    /// The behaviors' default: `alongsideKeyboard` on UIKit, ``immediate`` elsewhere.
    ///
    /// ```swift
    /// keyboardInset = KeyboardContentInsetBehavior(target: scrollView, animation: .automatic)   // the default
    /// ```
    public static var automatic: KeyboardAnimation {
        #if canImport(UIKit)
        return .alongsideKeyboard
        #else
        return .immediate
        #endif
    }
}

extension KeyboardAnimationCurve {
    /// `UIView.AnimationOptions`' raw value for this curve: the curve in bits
    /// 16–19 (7 gives `0x70000`); a value outside 0...15 falls back to 7.
    var animationOptionsRawValue: UInt {
        let curve = (0...15).contains(rawValue) ? rawValue : KeyboardAnimationCurve.keyboard.rawValue
        return UInt(curve) << 16
    }
}
