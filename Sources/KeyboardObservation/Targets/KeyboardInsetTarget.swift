import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scrollable view whose bottom insets a ``KeyboardContentInsetBehaviour`` adjusts.
///
/// On UIKit, `UIScrollView` (and so `UITableView`, `UICollectionView`,
/// `UITextView`) conforms.
@MainActor
public protocol KeyboardInsetTarget: KeyboardMeasurable {
    /// The bottom content inset and vertical scroll-indicator inset.
    var keyboardBottomInsets: KeyboardBottomInsets { get set }

    /// Points the view already adds below its content on its own (UIKit: the
    /// safe area it adds, `adjustedContentInset.bottom - contentInset.bottom`),
    /// so the keyboard's overlap does not count them twice.
    var keyboardAutomaticBottomInset: CGFloat { get }
}
