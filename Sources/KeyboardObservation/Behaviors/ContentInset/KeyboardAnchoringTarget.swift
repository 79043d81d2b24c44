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

extension KeyboardInsetTarget {
    /// The insets at `edge`; a target that is not a scroll view has only its bottom ones.
    func keyboardInsets(at edge: KeyboardScrollAnchoring.Edge) -> KeyboardBottomInsets {
        guard edge == .top, let scrollView = self as? any KeyboardAnchoringTarget else { return keyboardBottomInsets }
        return scrollView.keyboardTopInsets
    }

    /// Writes the insets at `edge`; a target that is not a scroll view has only its bottom ones.
    func setKeyboardInsets(_ insets: KeyboardBottomInsets, at edge: KeyboardScrollAnchoring.Edge) {
        guard edge == .top, let scrollView = self as? any KeyboardAnchoringTarget else {
            keyboardBottomInsets = insets
            return
        }
        scrollView.keyboardTopInsets = insets
    }

    /// Points the view adds beyond its content on its own at `edge`, not counted twice.
    func keyboardAutomaticInset(at edge: KeyboardScrollAnchoring.Edge) -> CGFloat {
        guard edge == .top, let scrollView = self as? any KeyboardAnchoringTarget else {
            return keyboardAutomaticBottomInset
        }
        return scrollView.keyboardAutomaticTopInset
    }
}
