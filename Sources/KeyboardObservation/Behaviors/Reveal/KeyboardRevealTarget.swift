import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
