import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll that brings an active input into view above the keyboard.
///
/// Vertical only: the answer is a content offset `y`. The input is revealed
/// with a margin above and below, by the smallest scroll that does it; an
/// input already fully visible (margin included) is not scrolled at all; the
/// offset never goes past the content's ends; an input taller than the
/// visible rect is aligned to its top.
///
/// ```swift
/// let y = InputReveal.contentOffsetY(
///     revealing: field.frame,                     // content coordinates
///     visibleRect: CGRect(x: 0, y: 0, width: 390, height: 508),
///     currentOffsetY: 0,
///     offsetLimits: 0...1200,
///     margin: 8
/// )
/// ```
///
/// ``ScrollMetrics/contentOffsetY(revealing:keyboardCoveredHeight:margin:)``
/// derives the visible rect and limits from a scroll view's metrics.
public enum InputReveal {
    /// The margin kept around a revealed input by default, in points.
    public static let defaultMargin: CGFloat = 8

    /// The content offset `y` that reveals `inputFrame`.
    ///
    /// - Parameters:
    ///   - inputFrame: The input's frame in content coordinates.
    ///   - visibleRect: The part of the content visible above the keyboard
    ///     and below any top bar, in content coordinates (only its vertical
    ///     extent is read).
    ///   - currentOffsetY: The content offset `y` now.
    ///   - offsetLimits: The lowest and highest offsets that keep the content's
    ///     ends in place.
    ///   - margin: Space kept above and below the input; negative counts as 0.
    /// - Returns: `currentOffsetY` when no scroll is needed or an input is not
    ///   finite; otherwise the new offset, within `offsetLimits`.
    public static func contentOffsetY(
        revealing inputFrame: CGRect,
        visibleRect: CGRect,
        currentOffsetY: CGFloat,
        offsetLimits: ClosedRange<CGFloat>,
        margin: CGFloat = defaultMargin
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
