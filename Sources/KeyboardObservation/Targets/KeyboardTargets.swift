import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something on screen whose keyboard overlap can be measured: the base of every behavior's target.
///
/// On UIKit every `UIView` conforms. A test conforms a plain class:
///
/// ```swift
/// @MainActor final class FakeView: KeyboardMeasurable {
///     var keyboardViewGeometry: KeyboardViewGeometry?   // set by the test
///     func layoutIfNeeded() {}
/// }
/// ```
@MainActor
public protocol KeyboardMeasurable: AnyObject {
    /// Where the view sits now, in screen coordinates; `nil` when it is in no window (not covered).
    var keyboardViewGeometry: KeyboardViewGeometry? { get }
    /// Lays out pending changes now, so a constraint change made inside an animation animates.
    func layoutIfNeeded()
}

/// A view that reads its window's keyboard layout guide between UIKit's
/// notifications (an interactive dismissal): every `UIView` on iOS 15+.
@MainActor
protocol KeyboardLiveFrameSource: AnyObject {
    /// Whether a scroll view on this view's screen dismisses the keyboard interactively.
    var keyboardDismissesInteractively: Bool { get }
    /// Hands over the guide's raw facts on each layout pass until `report`
    /// returns `false`; returns whether tracking started (not in a window, or
    /// before iOS 15: no).
    func trackKeyboardLayoutGuide(_ report: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool) -> Bool
}

/// A scrollable view whose bottom insets a ``KeyboardContentInsetBehavior`` adjusts; on UIKit, `UIScrollView`.
@MainActor
public protocol KeyboardInsetTarget: KeyboardMeasurable {
    /// The bottom content inset and vertical scroll-indicator inset.
    var keyboardBottomInsets: KeyboardBottomInsets { get set }
    /// Points the view already adds below its content on its own (UIKit: the
    /// safe area, `adjustedContentInset.bottom - contentInset.bottom`), not counted twice.
    var keyboardAutomaticBottomInset: CGFloat { get }
}

/// A scroll view that knows whether a `UITableViewController` manages it: every `UIScrollView`.
@MainActor
protocol KeyboardTableViewControllerSource: AnyObject {
    /// Whether this is the table view of a `UITableViewController` (its controller is one).
    var isManagedByTableViewController: Bool { get }
}

extension KeyboardInsetTarget {
    /// Whether a `UITableViewController` manages this target; `false` for anything else.
    var isManagedByTableViewController: Bool {
        (self as? any KeyboardTableViewControllerSource)?.isManagedByTableViewController ?? false
    }
}

/// The bottom insets of a scrollable view that make room for the keyboard.
public struct KeyboardBottomInsets: Hashable, Sendable {
    /// The bottom content inset.
    public var content: CGFloat
    /// The bottom inset of the vertical scroll indicator.
    public var indicator: CGFloat

    /// Creates insets from their parts.
    public init(content: CGFloat, indicator: CGFloat) {
        self.content = content
        self.indicator = indicator
    }

    /// No insets.
    init() { self.init(content: 0, indicator: 0) }
}

/// A layout constant a ``KeyboardConstraintBehavior`` adjusts; on UIKit, `NSLayoutConstraint`.
@MainActor
public protocol KeyboardConstantTarget: AnyObject {
    /// The constant, in points.
    var keyboardConstant: CGFloat { get set }
}

/// A view a ``KeyboardOffsetBehavior`` translates upwards; on UIKit, `UIView` through its `transform`.
@MainActor
public protocol KeyboardOffsetTarget: KeyboardMeasurable {
    /// How far the view is moved up, in points (0: where layout put it). Its
    /// ``KeyboardMeasurable/keyboardViewGeometry`` reports the moved frame.
    var keyboardObservationOffset: CGFloat { get set }
}

/// A scrollable view a ``KeyboardRevealBehavior`` scrolls to keep its active input visible; on UIKit, `UIScrollView`.
@MainActor
public protocol KeyboardRevealTarget: KeyboardMeasurable {
    /// The vertical metrics now, with adjusted insets.
    var keyboardScrollMetrics: ScrollMetrics { get }
    /// The frame of the input being edited, in content coordinates; `nil` when none is.
    var keyboardActiveInputFrame: CGRect? { get }
    /// The content offset `y`. Setting it keeps the horizontal offset.
    var keyboardContentOffsetY: CGFloat { get set }
    /// The caret of the text view being edited, in content coordinates; `nil`
    /// for a text field or no input, which is revealed whole.
    var keyboardActiveCaretFrame: CGRect? { get }
}

extension KeyboardRevealTarget {
    /// No caret: the active input is revealed whole.
    public var keyboardActiveCaretFrame: CGRect? { nil }
}
