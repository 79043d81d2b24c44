#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIScrollView: KeyboardAnchoringTarget {
    // `keyboardScrollMetrics` and `keyboardContentOffsetY` come from the
    // `KeyboardRevealTarget` conformance.

    /// Whether `transform.d` is negative: flipped upside down, as an inverted transcript is.
    var isDrawnUpsideDown: Bool { transform.d < 0 }

    /// `isDragging`.
    var isDraggedByUser: Bool { isDragging }

    /// `contentInset.top` and `verticalScrollIndicatorInsets.top`.
    var keyboardTopInsets: KeyboardBottomInsets {
        get { KeyboardBottomInsets(content: contentInset.top, indicator: verticalScrollIndicatorInsets.top) }
        set {
            contentInset.top = newValue.content
            verticalScrollIndicatorInsets.top = newValue.indicator
        }
    }

    /// The top inset the scroll view adds on its own (per its `contentInsetAdjustmentBehavior`).
    var keyboardAutomaticTopInset: CGFloat { adjustedContentInset.top - contentInset.top }
}
#endif
