import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The bottom insets of a scrollable view that make room for the keyboard.
public struct KeyboardBottomInsets: Hashable, Sendable {
    /// The bottom content inset.
    public var content: CGFloat
    /// The bottom inset of the vertical scroll indicator.
    public var indicator: CGFloat

    /// Creates insets from their parts.
    ///
    /// - Parameters:
    ///   - content: The bottom content inset.
    ///   - indicator: The bottom inset of the vertical scroll indicator.
    public init(content: CGFloat, indicator: CGFloat) {
        self.content = content
        self.indicator = indicator
    }

    /// Both insets grown by `height`.
    ///
    /// - Parameter height: Points to add to each.
    public func adding(_ height: CGFloat) -> KeyboardBottomInsets {
        KeyboardBottomInsets(content: content + height, indicator: indicator + height)
    }
}

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
