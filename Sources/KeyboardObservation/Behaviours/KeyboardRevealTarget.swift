import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scrollable view a ``KeyboardRevealBehaviour`` scrolls to keep its active
/// input visible.
///
/// On UIKit, `UIScrollView` conforms; the active input is the first
/// responder among its descendants.
@MainActor
public protocol KeyboardRevealTarget: KeyboardMeasurable {
    /// The vertical metrics now, with adjusted insets.
    var keyboardScrollMetrics: ScrollMetrics { get }

    /// The frame of the input being edited, in content coordinates; `nil`
    /// when no input inside this view is active.
    var keyboardActiveInputFrame: CGRect? { get }

    /// The content offset `y`. Setting it keeps the horizontal offset.
    var keyboardContentOffsetY: CGFloat { get set }
}
