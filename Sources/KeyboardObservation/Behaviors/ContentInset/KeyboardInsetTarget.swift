import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scrollable view whose bottom insets a ``KeyboardContentInsetBehavior`` adjusts; on UIKit, `UIScrollView`.
@MainActor
public protocol KeyboardInsetTarget: KeyboardMeasurable {
    /// The bottom content inset and vertical scroll-indicator inset.
    var keyboardBottomInsets: KeyboardBottomInsets { get set }
    /// Points the view already adds below its content on its own (UIKit: the
    /// safe area, `adjustedContentInset.bottom - contentInset.bottom`), not counted twice.
    var keyboardAutomaticBottomInset: CGFloat { get }
}

/// A scroll view that knows whether a `UITableViewController` manages it: every `UIScrollView`.
@MainActor
protocol KeyboardTableViewControllerSource: AnyObject {
    /// Whether this is the table view of a `UITableViewController` (its controller is one).
    var isManagedByTableViewController: Bool { get }
}

/// The bottom insets of a scrollable view that make room for the keyboard.
public struct KeyboardBottomInsets: Hashable, Sendable {
    /// The bottom content inset.
    public var content: CGFloat
    /// The bottom inset of the vertical scroll indicator.
    public var indicator: CGFloat

    /// Creates insets from their parts.
    public init(content: CGFloat, indicator: CGFloat) {
        self.content = content
        self.indicator = indicator
    }

    /// No insets.
    init() { self.init(content: 0, indicator: 0) }
}
