#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIScrollView: KeyboardRevealTarget {
    /// The vertical content offset, bounds and content heights, and adjusted insets.
    public var keyboardScrollMetrics: ScrollMetrics {
        ScrollMetrics(
            contentOffsetY: contentOffset.y, viewportHeight: bounds.height, contentHeight: contentSize.height,
            topInset: adjustedContentInset.top, bottomInset: adjustedContentInset.bottom
        )
    }

    /// The frame of the first responder among the scroll view's descendants, in content coordinates.
    public var keyboardActiveInputFrame: CGRect? {
        guard let input = subviewFirstResponder else { return nil }
        return convert(input.bounds, from: input)
    }

    /// The caret (`caretRect(for: selectedTextRange.end)`) of the `UITextView` being edited
    /// inside this scroll view, in content coordinates; `nil` for any other first responder.
    public var keyboardActiveCaretFrame: CGRect? {
        guard let textView = subviewFirstResponder as? UITextView, let range = textView.selectedTextRange else {
            return nil
        }
        return convert(textView.caretRect(for: range.end), from: textView)
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
