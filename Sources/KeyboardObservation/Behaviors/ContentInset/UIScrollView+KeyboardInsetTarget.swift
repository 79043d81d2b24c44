#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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

extension UIScrollView: KeyboardTableViewControllerSource {
    /// Whether the next responder, the view's controller, is a `UITableViewController`.
    var isManagedByTableViewController: Bool { next is UITableViewController }
}
#endif
