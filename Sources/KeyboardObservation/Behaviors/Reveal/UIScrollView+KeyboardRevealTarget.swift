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

    /// The caret (`caretRect(for: selectedTextRange.end)`) of the `UITextView` being edited,
    /// in content coordinates: this scroll view itself when it is one (a note
    /// editor's text view filling the screen), or one inside it; `nil` for any other first responder.
    public var keyboardActiveCaretFrame: CGRect? {
        // NB: a text view is a scroll view, and its caret is in its own
        // bounds, which are its content's coordinates: revealing it is the
        // `scrollRangeToVisible(_:)` an editor calls after its inset.
        let input = isFirstResponder ? self : subviewFirstResponder
        guard let textView = input as? UITextView, let range = textView.selectedTextRange else { return nil }
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
