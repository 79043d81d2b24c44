import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scrollable view a ``KeyboardRevealBehavior`` scrolls to keep its active input visible; on UIKit, `UIScrollView`.
///
/// ```swift
/// @MainActor final class FakeForm: KeyboardRevealTarget {   // in a test
///     var keyboardViewGeometry: KeyboardViewGeometry?
///     var keyboardScrollMetrics = ScrollMetrics(
///         contentOffsetY: 0, viewportHeight: 844, contentHeight: 2000, topInset: 0, bottomInset: 34
///     )
///     var keyboardActiveInputFrame: CGRect? = CGRect(x: 16, y: 700, width: 358, height: 44)
///     var keyboardActiveCaretFrame: CGRect?   // nil: a text field, revealed whole
///     var keyboardContentOffsetY: CGFloat = 0
///     func layoutIfNeeded() {}
/// }
/// ```
@MainActor
public protocol KeyboardRevealTarget: KeyboardMeasurable {
    /// The vertical metrics now, with adjusted insets.
    var keyboardScrollMetrics: ScrollMetrics { get }
    /// The frame of the input being edited, in content coordinates; `nil` when none is.
    var keyboardActiveInputFrame: CGRect? { get }
    /// The content offset `y`. Setting it keeps the horizontal offset.
    var keyboardContentOffsetY: CGFloat { get set }
    /// The caret of the text view being edited (the target itself, or one
    /// inside it), in content coordinates; `nil` for a text field or no
    /// input, which is revealed whole.
    var keyboardActiveCaretFrame: CGRect? { get }
}

extension KeyboardRevealTarget {
    /// No caret: the active input is revealed whole.
    public var keyboardActiveCaretFrame: CGRect? { nil }
}
