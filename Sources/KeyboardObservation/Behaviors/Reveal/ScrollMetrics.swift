import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view's vertical metrics, with its adjusted insets (what it really applies, safe area included).
///
/// ```swift
/// let metrics = ScrollMetrics(
///     contentOffsetY: 0, viewportHeight: 844, contentHeight: 1400, topInset: 91, bottomInset: 34)
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

    /// The content visible below the top inset and above the bottom inset or
    /// the keyboard, whichever is higher; content coordinates, zero width.
    func visibleRect(keyboardCoveredHeight: CGFloat) -> CGRect {
        let height = max(0, viewportHeight - topInset - effectiveBottomInset(keyboardCoveredHeight))
        return CGRect(x: 0, y: contentOffsetY + topInset, width: 0, height: height)
    }

    /// The offsets that keep the content's ends in place; a non-finite metric counts as 0.
    func offsetLimits(keyboardCoveredHeight: CGFloat) -> ClosedRange<CGFloat> {
        let lowest = -Self.finite(topInset)
        let end = Self.finite(contentHeight) + effectiveBottomInset(keyboardCoveredHeight)
        return lowest...max(lowest, end - Self.finite(viewportHeight))
    }

    /// The content offset `y` that reveals `inputFrame` (content coordinates) above the keyboard.
    func contentOffsetY(revealing inputFrame: CGRect, keyboardCoveredHeight: CGFloat, margin: CGFloat = 8) -> CGFloat {
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

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

/// The smallest vertical scroll that shows an input with `margin` above and
/// below it: none when it is visible, within `offsetLimits`, an input taller
/// than `visibleRect` aligned to its top, `currentOffsetY` for a non-finite input.
enum InputReveal {
    static func contentOffsetY(
        revealing inputFrame: CGRect, visibleRect: CGRect, currentOffsetY: CGFloat,
        offsetLimits: ClosedRange<CGFloat>, margin: CGFloat
    ) -> CGFloat {
        let values = [inputFrame.minY, inputFrame.maxY, visibleRect.minY, visibleRect.maxY, currentOffsetY, margin]
        guard values.allSatisfy(\.isFinite) else { return currentOffsetY }
        let top = inputFrame.minY - max(0, margin)
        let bottom = inputFrame.maxY + max(0, margin)
        let scroll: CGFloat
        if bottom - top > visibleRect.height || top < visibleRect.minY {
            scroll = top - visibleRect.minY
        } else if bottom > visibleRect.maxY {
            scroll = bottom - visibleRect.maxY
        } else {
            return currentOffsetY
        }
        return min(max(currentOffsetY + scroll, offsetLimits.lowerBound), offsetLimits.upperBound)
    }
}
