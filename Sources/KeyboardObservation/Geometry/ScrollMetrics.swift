import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view's vertical metrics, as needed to reveal an input.
///
/// Insets are the *adjusted* ones (what the scroll view really applies,
/// safe area included).
///
/// ```swift
/// let metrics = ScrollMetrics(contentOffsetY: 0, viewportHeight: 844, contentHeight: 1400,
///                             topInset: 91, bottomInset: 34)
/// let y = metrics.contentOffsetY(revealing: field.frame, keyboardCoveredHeight: 336)
/// ```
public struct ScrollMetrics: Hashable, Sendable {
    /// The content offset `y`.
    public var contentOffsetY: CGFloat
    /// The height of the scroll view's bounds.
    public var viewportHeight: CGFloat
    /// The height of the content.
    public var contentHeight: CGFloat
    /// The adjusted top content inset.
    public var topInset: CGFloat
    /// The adjusted bottom content inset (with any keyboard inset already applied).
    public var bottomInset: CGFloat

    /// Creates metrics from their parts.
    ///
    /// - Parameters:
    ///   - contentOffsetY: The content offset `y`.
    ///   - viewportHeight: The height of the bounds.
    ///   - contentHeight: The height of the content.
    ///   - topInset: The adjusted top content inset.
    ///   - bottomInset: The adjusted bottom content inset.
    public init(
        contentOffsetY: CGFloat, viewportHeight: CGFloat, contentHeight: CGFloat,
        topInset: CGFloat, bottomInset: CGFloat
    ) {
        self.contentOffsetY = contentOffsetY
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.topInset = topInset
        self.bottomInset = bottomInset
    }

    /// The content visible below the top inset and above whichever is higher:
    /// the bottom inset or the keyboard. Content coordinates; zero width.
    ///
    /// - Parameter keyboardCoveredHeight: Points of the scroll view's bottom
    ///   under the keyboard (``KeyboardOverlap/coveredHeight``).
    func visibleRect(keyboardCoveredHeight: CGFloat) -> CGRect {
        let bottom = effectiveBottomInset(keyboardCoveredHeight)
        let height = max(0, viewportHeight - topInset - bottom)
        return CGRect(x: 0, y: contentOffsetY + topInset, width: 0, height: height)
    }

    /// The offsets that keep the content's top at the top inset and its end
    /// no higher than the keyboard (or the bottom inset).
    ///
    /// A non-finite metric counts as 0, so the range is always valid.
    ///
    /// - Parameter keyboardCoveredHeight: Points of the scroll view's bottom under the keyboard.
    func offsetLimits(keyboardCoveredHeight: CGFloat) -> ClosedRange<CGFloat> {
        let lowest = -Self.finite(topInset)
        let end = Self.finite(contentHeight) + effectiveBottomInset(keyboardCoveredHeight)
        let highest = end - Self.finite(viewportHeight)
        return lowest...max(lowest, highest)
    }

    /// The content offset `y` that reveals an input above the keyboard.
    ///
    /// The input is revealed with `margin` above and below, by the smallest
    /// scroll that does it; an input already fully visible (margin included)
    /// is not scrolled at all; the offset never goes past the content's ends;
    /// an input taller than the visible part is aligned to its top.
    ///
    /// - Parameters:
    ///   - inputFrame: The input's frame in content coordinates.
    ///   - keyboardCoveredHeight: Points of the scroll view's bottom under the keyboard.
    ///   - margin: Space kept above and below the input.
    /// - Returns: ``contentOffsetY`` when the input is already visible.
    func contentOffsetY(
        revealing inputFrame: CGRect,
        keyboardCoveredHeight: CGFloat,
        margin: CGFloat = 8
    ) -> CGFloat {
        InputReveal.contentOffsetY(
            revealing: inputFrame,
            visibleRect: visibleRect(keyboardCoveredHeight: keyboardCoveredHeight),
            currentOffsetY: contentOffsetY,
            offsetLimits: offsetLimits(keyboardCoveredHeight: keyboardCoveredHeight),
            margin: margin
        )
    }

    private func effectiveBottomInset(_ keyboardCoveredHeight: CGFloat) -> CGFloat {
        max(Self.finite(bottomInset), Self.finite(keyboardCoveredHeight))
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }
}
