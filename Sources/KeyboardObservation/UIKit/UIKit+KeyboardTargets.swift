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

extension UIView: KeyboardMeasurable {
    /// This view's frame and its screen's bounds, in screen coordinates, with
    /// its bottom safe-area inset; `nil` when the view is in no window.
    public var keyboardViewGeometry: KeyboardViewGeometry? {
        guard let screen = keyboardScreenSpace else { return nil }
        return KeyboardViewGeometry(
            screenBounds: screen.bounds, viewFrame: convert(bounds, to: screen),
            safeAreaBottomInset: safeAreaInsets.bottom
        )
    }

    /// Converts a keyboard frame (screen coordinates) into this view's; `nil` when the view is in no window.
    ///
    /// ```swift
    /// let keyboardInView = view.convertKeyboardFrame(info.endFrame)
    /// ```
    public func convertKeyboardFrame(_ rect: CGRect) -> CGRect? {
        guard let screen = keyboardScreenSpace else { return nil }
        return convert(rect, from: screen)
    }

    /// The space keyboard frames are in: the screen of this view's window
    /// scene; `nil` in no window, and on visionOS, which has no screen.
    var keyboardScreenSpace: (any UICoordinateSpace)? {
        #if os(visionOS)
        return nil
        #else
        return window?.windowScene?.screen.coordinateSpace
        #endif
    }
}

extension UIView: KeyboardLiveFrameSource {
    /// Whether a scroll view in this view's window (or, in no window, in this view) dismisses interactively.
    var keyboardDismissesInteractively: Bool { (window ?? self).containsInteractivelyDismissingScrollView }

    private var containsInteractivelyDismissingScrollView: Bool {
        if let scrollView = self as? UIScrollView {
            if scrollView.keyboardDismissMode == .interactive { return true }
            if #available(iOS 16.0, *), scrollView.keyboardDismissMode == .interactiveWithAccessory { return true }
        }
        return subviews.contains { $0.containsInteractivelyDismissingScrollView }
    }

    /// Hands over the raw facts of this view's window's `keyboardLayoutGuide`
    /// on each layout pass (iOS 15+); `false` in no window, on iOS 13–14 and on visionOS.
    func trackKeyboardLayoutGuide(_ report: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool) -> Bool {
        #if os(visionOS)
        return false
        #else
        guard #available(iOS 15.0, *), let window else { return false }
        KeyboardLiveFrameTracker.track(in: window, report: report)
        return true
        #endif
    }
}

extension UIView: KeyboardGeometryChangeSource {
    /// Reports this view joining or leaving a window and changing size, through a hidden subview.
    func observeKeyboardGeometryChanges(_ onChange: @escaping @MainActor (KeyboardGeometryChange) -> Bool) {
        KeyboardGeometryObserverView.observe(self, onChange: onChange)
    }
}

extension UIScrollView: KeyboardTableViewControllerSource {
    /// Whether the next responder, the view's controller, is a `UITableViewController`.
    var isManagedByTableViewController: Bool { next is UITableViewController }
}
#endif
