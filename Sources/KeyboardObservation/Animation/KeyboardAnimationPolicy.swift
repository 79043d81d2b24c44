/// When a behavior's change moves with the keyboard's animation and when it
/// is applied at once.
///
/// A change caused by a keyboard post animates with the post's duration and
/// curve, except:
/// - a post with no duration (a rotation, a hardware keyboard's bar): at once;
/// - a view that is not on screen (in no window, or hidden): at once, unless
///   ``animatesOffScreen``;
/// - with Reduce Motion on (Settings › Accessibility › Motion): at once,
///   unless ``animatesWithReduceMotion``. Apple's guidance is to replace
///   motion with a quicker or subtler change when it is on; the keyboard
///   still slides, so an app may choose to follow it.
///
/// Frames of an interactive dismissal are always applied at once: the
/// finger is the animation.
///
/// ```swift
/// keyboardInset?.animationPolicy = KeyboardAnimationPolicy(animatesWithReduceMotion: true)
/// ```
///
/// ```swift
/// let followsWithReduceMotion = KeyboardAnimationPolicy(animatesOffScreen: false, animatesWithReduceMotion: true)
/// let reduceMotionIsFine = UserDefaults.standard.bool(forKey: "keyboardMotion")   // an in-app setting
/// keyboardInset?.animationPolicy = reduceMotionIsFine ? followsWithReduceMotion : .standard
/// ```
public struct KeyboardAnimationPolicy: Hashable, Sendable {
    /// Whether a view that is not on screen still animates.
    public var animatesOffScreen: Bool
    /// Whether changes still animate with Reduce Motion on.
    public var animatesWithReduceMotion: Bool

    /// A policy; by default nothing animates off screen or with Reduce Motion on.
    public init(animatesOffScreen: Bool = false, animatesWithReduceMotion: Bool = false) {
        self.animatesOffScreen = animatesOffScreen
        self.animatesWithReduceMotion = animatesWithReduceMotion
    }

    /// The default: at once for a zero-duration post, a view off screen, or Reduce Motion.
    public static let standard = KeyboardAnimationPolicy()

    /// Whether a change with `info`'s timing animates, for a view that is
    /// `onScreen`, with Reduce Motion `reduceMotion`.
    func animates(_ info: KeyboardInfo, onScreen: Bool, reduceMotion: Bool) -> Bool {
        guard info.animationDuration > 0 else { return false }
        guard onScreen || animatesOffScreen else { return false }
        return !reduceMotion || animatesWithReduceMotion
    }
}

/// The raw facts about a measured view that decide whether its changes
/// animate, as the UIKit layer reads them, and what they mean.
///
/// A view is on screen when it is in a window and neither it nor an
/// ancestor is hidden: UIKit draws a view only in a window (`UIView.window`
/// is `nil` otherwise), and "a hidden view disappears from its window" with
/// its subviews (Apple's `UIView.isHidden` documentation).
struct KeyboardAnimationFacts: Hashable, Sendable {
    /// Whether the view is in a window.
    var isInWindow: Bool
    /// Whether the view or one of its ancestors is hidden.
    var isHidden: Bool
    /// Whether the user asked for reduced motion (`UIAccessibility.isReduceMotionEnabled`).
    var prefersReducedMotion: Bool

    /// Facts for a view that does not report them: on screen, Reduce Motion off.
    static let unreported = KeyboardAnimationFacts(isInWindow: true, isHidden: false, prefersReducedMotion: false)

    /// Whether the view is on screen: in a window, and neither it nor an ancestor hidden.
    var isOnScreen: Bool { isInWindow && !isHidden }
}

extension KeyboardAnimationPolicy {
    /// Whether a change with `info`'s timing animates for a view with `facts`.
    func animates(_ info: KeyboardInfo, for facts: KeyboardAnimationFacts) -> Bool {
        animates(info, onScreen: facts.isOnScreen, reduceMotion: facts.prefersReducedMotion)
    }
}

/// A measured view that reports its ``KeyboardAnimationFacts``: every
/// `UIView`. A view that does not conform counts as on screen, with Reduce Motion off.
@MainActor
protocol KeyboardAnimationFactsSource: AnyObject {
    /// The facts as they are now.
    var keyboardAnimationFacts: KeyboardAnimationFacts { get }
}
