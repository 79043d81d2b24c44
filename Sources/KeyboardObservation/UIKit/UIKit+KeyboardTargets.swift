#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension NSLayoutConstraint: KeyboardConstantTarget {
    /// The constraint's `constant`.
    public var keyboardConstant: CGFloat {
        get { constant }
        set { constant = newValue }
    }
}

extension UIView: KeyboardOffsetTarget {
    /// How far the view is moved up through its `transform`; setting it
    /// replaces the transform with a pure vertical translation.
    public var keyboardObservationOffset: CGFloat {
        get { -transform.ty }
        set { transform = CGAffineTransform(translationX: 0, y: -newValue) }
    }
}

extension UIScrollView: KeyboardInsetTarget {
    /// `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`.
    public var keyboardBottomInsets: KeyboardBottomInsets {
        get { KeyboardBottomInsets(content: contentInset.bottom, indicator: verticalScrollIndicatorInsets.bottom) }
        set {
            contentInset.bottom = newValue.content
            verticalScrollIndicatorInsets.bottom = newValue.indicator
        }
    }

    /// The bottom inset the scroll view adds on its own (the safe area, per its `contentInsetAdjustmentBehavior`).
    public var keyboardAutomaticBottomInset: CGFloat { adjustedContentInset.bottom - contentInset.bottom }
}

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
