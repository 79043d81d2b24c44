import Foundation
import Testing
@testable import KeyboardObservation

/// The arithmetic of an anchored transcript, as plain values: a phone's
/// 844 pt scroll view, 2,000 pt of messages, a 91 pt bar above, the 34 pt safe
/// area below, and a keyboard whose part of the inset is 302 pt (336 less
/// the safe area).
struct KeyboardScrollAnchoringTests {
    private let always = KeyboardScrollAnchoring(anchoring: .always, isInverted: false)
    private let atBottom = KeyboardScrollAnchoring(anchoring: .whenScrolledToBottom, isInverted: false)
    private let never = KeyboardScrollAnchoring(anchoring: .never, isInverted: false)

    /// Upright, keyboard down: offsets run from -91 to 1190 (2000 + 34 - 844).
    private func upright(offsetY: CGFloat, contentHeight: CGFloat = 2000, bottomInset: CGFloat = 34) -> ScrollMetrics {
        ScrollMetrics(
            contentOffsetY: offsetY, viewportHeight: 844, contentHeight: contentHeight, topInset: 91,
            bottomInset: bottomInset
        )
    }

    /// Inverted as Delta Chat writes it: the visual bottom (44 pt input bar) is
    /// the top inset, the visual top (91 pt bar) the bottom one; the end is at -44.
    private func inverted(offsetY: CGFloat, topInset: CGFloat = 44) -> ScrollMetrics {
        ScrollMetrics(
            contentOffsetY: offsetY, viewportHeight: 810, contentHeight: 2000, topInset: topInset, bottomInset: 91
        )
    }

    private func offset(
        _ anchor: KeyboardScrollAnchoring, _ before: ScrollMetrics, by change: CGFloat, isDragging: Bool = false
    ) -> CGFloat? {
        anchor.contentOffsetY(
            from: before, to: anchor.metrics(before, changingKeyboardEdgeInsetBy: change), isDragging: isDragging
        )
    }

    @Test func showKeepsAReaderAtTheEndAtTheNewEnd() {
        #expect(offset(always, upright(offsetY: 1190), by: 302) == 1492)   // 2000 + 336 - 844
        #expect(offset(atBottom, upright(offsetY: 1190), by: 302) == 1492)
    }

    @Test func hideBringsAReaderAtTheEndBackToTheRestingEnd() {
        #expect(offset(always, upright(offsetY: 1492, bottomInset: 336), by: -302) == 1190)
        #expect(offset(atBottom, upright(offsetY: 1492, bottomInset: 336), by: -302) == 1190)
    }

    @Test func aHeightChangeMovesTheEndByTheChange() {
        // The predictive bar appears: 336 -> 380.
        #expect(offset(atBottom, upright(offsetY: 1492, bottomInset: 336), by: 44) == 1536)
    }

    @Test func dragFramesKeepAReaderAtTheEndFrameByFrame() {
        var metrics = upright(offsetY: 1492, bottomInset: 336)
        for part: CGFloat in [250, 180, 90, 0] {
            let change = part + 34 - metrics.bottomInset
            let moved = offset(atBottom, metrics, by: change)
            #expect(moved == 1190 + part)
            metrics = atBottom.metrics(metrics, changingKeyboardEdgeInsetBy: change)
            metrics.contentOffsetY = moved ?? metrics.contentOffsetY
        }
    }

    @Test func whileTheFingerScrollsTheViewTheOffsetIsLeftToIt() {
        // The finger that drags the keyboard down scrolls the content with it.
        #expect(offset(atBottom, upright(offsetY: 1440, bottomInset: 336), by: -52, isDragging: true) == nil)
        #expect(offset(always, upright(offsetY: 600, bottomInset: 336), by: -52, isDragging: true) == nil)
    }

    @Test func aReaderScrolledBackKeepsTheirPlaceUnderTheKeyboardWhenScrolledToBottom() {
        #expect(offset(atBottom, upright(offsetY: 600), by: 302) == 600)
    }

    @Test func aReaderScrolledBackKeepsTheirBottomLineWithAlways() {
        #expect(offset(always, upright(offsetY: 600), by: 302) == 902)
        #expect(offset(always, upright(offsetY: 902, bottomInset: 336), by: -302) == 600)
    }

    @Test func theEndIsWithinTwentyPointsMeasuredBeforeTheChange() {
        #expect(offset(atBottom, upright(offsetY: 1170), by: 302) == 1492)   // 20 pt from the end
        #expect(offset(atBottom, upright(offsetY: 1169), by: 302) == 1169)   // 21 pt: reading
        #expect(offset(always, upright(offsetY: 1169), by: 302) == 1471)
    }

    @Test func neverLeavesTheOffset() {
        #expect(offset(never, upright(offsetY: 1190), by: 302) == nil)
        #expect(offset(never, upright(offsetY: 1492, bottomInset: 336), by: -302) == nil)
    }

    @Test func nothingChangedMovesNothing() {
        #expect(offset(always, upright(offsetY: 600), by: 0) == nil)
    }

    @Test func contentShorterThanTheViewportStaysUntilTheKeyboardWouldCoverItsEnd() {
        // 300 pt of messages fit above a 336 pt keyboard: nothing to scroll.
        #expect(offset(atBottom, upright(offsetY: -91, contentHeight: 300), by: 302) == -91)
        // 600 pt do not: the last message rises above the keyboard (600 + 336 - 844).
        #expect(offset(atBottom, upright(offsetY: -91, contentHeight: 600), by: 302) == 92)
        #expect(offset(always, upright(offsetY: -91, contentHeight: 600), by: 302) == 92)
    }

    @Test func theNewOffsetIsClampedToTheScrollableRange() {
        // A reader 92 pt from the end while the keyboard is up; the hide shortens the range to 1190.
        #expect(offset(atBottom, upright(offsetY: 1400, bottomInset: 336), by: -302) == 1190)
        // A reader near the top comes down with the keyboard only as far as the top.
        #expect(offset(always, upright(offsetY: 0, bottomInset: 336), by: -302) == -91)
    }

    @Test func anInvertedViewGetsTheRoomAtItsTopAndItsEndIsTheSmallestOffset() {
        let anchor = KeyboardScrollAnchoring(anchoring: .whenScrolledToBottom, isInverted: true)
        #expect(anchor.keyboardEdge == .top)
        #expect(KeyboardScrollAnchoring(anchoring: .never, isInverted: false).keyboardEdge == .bottom)
        #expect(anchor.metrics(inverted(offsetY: 0), changingKeyboardEdgeInsetBy: 302).topInset == 346)
        #expect(offset(anchor, inverted(offsetY: -44), by: 302) == -346)                  // show
        #expect(offset(anchor, inverted(offsetY: -346, topInset: 346), by: -302) == -44)  // hide
        #expect(offset(anchor, inverted(offsetY: -30), by: 302) == -346)                  // 14 pt from the end
        #expect(offset(anchor, inverted(offsetY: 500), by: 302) == 500)                   // reading
    }

    @Test func anInvertedReaderScrolledBackKeepsTheirBottomLineWithAlways() {
        let anchor = KeyboardScrollAnchoring(anchoring: .always, isInverted: true)
        #expect(offset(anchor, inverted(offsetY: 500), by: 302) == 198)
        #expect(offset(anchor, inverted(offsetY: 198, topInset: 346), by: -302) == 500)
        #expect(offset(anchor, inverted(offsetY: 1100, topInset: 346), by: -302) == 1281)   // clamped: 2000 + 91 - 810
    }

    @Test func aNonFiniteOffsetIsLeftAlone() {
        #expect(offset(always, upright(offsetY: .nan), by: 302) == nil)
    }
}
