import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a ``KeyboardContentInsetBehavior`` reads and writes to anchor a
/// scroll view's content, beyond its bottom insets: every `UIScrollView`.
/// Raw facts only; ``KeyboardScrollAnchoring`` decides.
@MainActor
protocol KeyboardAnchoringTarget: KeyboardInsetTarget {
    /// The vertical metrics now, with adjusted insets.
    var keyboardScrollMetrics: ScrollMetrics { get }
    /// The content offset `y`. Setting it keeps the horizontal offset.
    var keyboardContentOffsetY: CGFloat { get set }
    /// Whether the view is drawn upside down (UIKit: its transform's `d` is negative).
    var isDrawnUpsideDown: Bool { get }
    /// Whether the user's finger is scrolling the view (UIKit: `isDragging`).
    var isDraggedByUser: Bool { get }
    /// The top content inset and vertical scroll-indicator inset.
    var keyboardTopInsets: KeyboardBottomInsets { get set }
    /// Points the view adds above its content on its own (UIKit: `adjustedContentInset.top - contentInset.top`).
    var keyboardAutomaticTopInset: CGFloat { get }
}
