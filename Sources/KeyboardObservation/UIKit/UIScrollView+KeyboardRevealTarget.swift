#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIScrollView: KeyboardRevealTarget {
    /// The vertical content offset, bounds and content heights, and adjusted insets.
    public var keyboardScrollMetrics: ScrollMetrics {
        ScrollMetrics(
            contentOffsetY: contentOffset.y,
            viewportHeight: bounds.height,
            contentHeight: contentSize.height,
            topInset: adjustedContentInset.top,
            bottomInset: adjustedContentInset.bottom
        )
    }

    /// The frame of the first responder among the scroll view's subviews (at
    /// any depth), in content coordinates.
    public var keyboardActiveInputFrame: CGRect? {
        guard let input = subviewFirstResponder else { return nil }
        return convert(input.bounds, from: input)
    }

    /// `contentOffset.y`.
    public var keyboardContentOffsetY: CGFloat {
        get { contentOffset.y }
        set { contentOffset.y = newValue }
    }
}

extension UIView {
    /// The first responder among this view's subviews, depth first.
    var subviewFirstResponder: UIView? {
        for subview in subviews {
            if subview.isFirstResponder { return subview }
            if let found = subview.subviewFirstResponder { return found }
        }
        return nil
    }
}
#endif
