#if canImport(UIKit)
import UIKit

extension UIView {
    /// Whether this view or one of its descendants is a scroll view whose
    /// `keyboardDismissMode` lets a drag pull the keyboard down.
    var containsInteractivelyDismissingScrollView: Bool {
        if let scrollView = self as? UIScrollView, scrollView.dismissesKeyboardInteractively { return true }
        return subviews.contains { $0.containsInteractivelyDismissingScrollView }
    }
}

extension UIScrollView {
    /// `.interactive`, or on iOS 16 and later `.interactiveWithAccessory`.
    var dismissesKeyboardInteractively: Bool {
        if keyboardDismissMode == .interactive { return true }
        if #available(iOS 16.0, *) { return keyboardDismissMode == .interactiveWithAccessory }
        return false
    }
}
#endif
