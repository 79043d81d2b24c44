import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a scroll view's end is and how its content offset follows a change
/// of the inset at that end, decided as a plain value for a
/// ``KeyboardContentInsetBehavior``.
///
/// The end is the content's visual bottom, where a transcript's newest
/// message is: the content's bottom, or its top in a view flipped upside down
/// (`scaleY: -1`, an inverted transcript whose newest message is at content
/// offset 0). That edge's inset makes room for the keyboard.
///
/// When that inset changes, a reader at the end (within ``endTolerance``,
/// measured before the change) is kept at the new end; with ``KeyboardContentInsetBehavior/Anchoring-swift.enum/always``
/// any other reader keeps the line they had at the visual bottom; with
/// ``KeyboardContentInsetBehavior/Anchoring-swift.enum/whenScrolledToBottom``
/// the offset stays. Either way within the new scrollable range. While the
/// reader's finger scrolls the view (an interactive dismissal drags the
/// keyboard with the same finger) the finger places the content: nothing is
/// written, as Delta Chat and Threema skip their inset updates then.
struct KeyboardScrollAnchoring: Hashable, Sendable {
    /// The scroll view's edge whose inset makes room for the keyboard.
    enum Edge: Hashable, Sendable {
        /// The content's bottom: an upright scroll view.
        case bottom
        /// The content's top: a view flipped upside down.
        case top
    }

    /// How far from the end, in points, a reader still counts as at the end:
    /// 20, react-native-keyboard-controller's `AT_END_THRESHOLD` for the same
    /// `whenAtEnd` mode; between Signal's 5 and Delta Chat's 30 (Threema: 25
    /// plus its bubble spacing). It is under one line of body text (17 pt
    /// type, about 20.3 pt a line), so a reader who scrolled back one line is
    /// reading, not at the end, while fractional offsets on 3x screens and a
    /// settling bounce still count as the end.
    static let endTolerance: CGFloat = 20

    /// What the behavior was asked to do.
    var anchoring: KeyboardContentInsetBehavior.Anchoring
    /// Whether the view is drawn upside down (UIKit: its transform's `d` is negative).
    var isInverted: Bool

    /// The edge whose inset makes room for the keyboard: the visual bottom.
    var keyboardEdge: Edge { isInverted ? .top : .bottom }

    /// `metrics` with the inset at ``keyboardEdge`` grown by `change` (shrunk when negative).
    func metrics(_ metrics: ScrollMetrics, changingKeyboardEdgeInsetBy change: CGFloat) -> ScrollMetrics {
        var changed = metrics
        switch keyboardEdge {
        case .bottom: changed.bottomInset += change
        case .top: changed.topInset += change
        }
        return changed
    }

    /// The content offset `y` once the view's metrics go from `before` to
    /// `after`; `nil` to leave the offset as it is: ``KeyboardContentInsetBehavior/Anchoring-swift.enum/never``,
    /// nothing changed, or the reader's finger is scrolling the view (`isDragging`).
    func contentOffsetY(from before: ScrollMetrics, to after: ScrollMetrics, isDragging: Bool) -> CGFloat? {
        guard anchoring != .never, !isDragging, before != after, before.contentOffsetY.isFinite else { return nil }
        let limits = after.offsetLimits(keyboardCoveredHeight: 0)
        if distanceFromEnd(before) <= Self.endTolerance {
            return isInverted ? limits.lowerBound : limits.upperBound
        }
        let kept: CGFloat
        switch anchoring {
        case .never, .whenScrolledToBottom:
            kept = before.contentOffsetY
        case .always:
            kept = offsetKeepingVisualBottomLine(from: before, to: after)
        }
        return min(max(kept, limits.lowerBound), limits.upperBound)
    }

    /// How far the reader is from the end, in points; 0 or less at the end or past it.
    func distanceFromEnd(_ metrics: ScrollMetrics) -> CGFloat {
        let limits = metrics.offsetLimits(keyboardCoveredHeight: 0)
        return isInverted ? metrics.contentOffsetY - limits.lowerBound : limits.upperBound - metrics.contentOffsetY
    }

    /// The offset that keeps the content line at the visual bottom of the
    /// visible area where it was: above the bottom inset of an upright view,
    /// above the top inset (drawn at the bottom) of an inverted one.
    private func offsetKeepingVisualBottomLine(from before: ScrollMetrics, to after: ScrollMetrics) -> CGFloat {
        let offset = before.contentOffsetY
        guard isInverted else {
            let line = offset + before.viewportHeight - before.bottomInset
            let kept = line - after.viewportHeight + after.bottomInset
            return kept.isFinite ? kept : offset
        }
        let kept = offset + before.topInset - after.topInset
        return kept.isFinite ? kept : offset
    }
}
