import Foundation
import Testing
@testable import KeyboardObservation

struct InputRevealTests {
    /// 500 pt visible above the keyboard, starting at the top of the content.
    private let visible = CGRect(x: 0, y: 0, width: 0, height: 500)
    private let limits: ClosedRange<CGFloat> = 0...1000

    private func reveal(_ input: CGRect, visible: CGRect? = nil, current: CGFloat = 0, margin: CGFloat = 8) -> CGFloat {
        InputReveal.contentOffsetY(
            revealing: input, visibleRect: visible ?? self.visible, currentOffsetY: current,
            offsetLimits: limits, margin: margin
        )
    }

    @Test func visibleInputIsNotScrolled() {
        #expect(reveal(CGRect(x: 20, y: 100, width: 300, height: 44)) == 0)
        #expect(reveal(CGRect(x: 20, y: 8, width: 300, height: 484)) == 0)   // exactly fits with margins
    }

    @Test func inputBelowTheVisibleRectScrollsJustEnoughWithTheMargin() {
        // bottom 644 + margin 8 must end at the visible bottom, 500.
        #expect(reveal(CGRect(x: 20, y: 600, width: 300, height: 44)) == 152)
    }

    @Test func inputPartlyUnderTheMarginStillScrolls() {
        #expect(reveal(CGRect(x: 20, y: 450, width: 300, height: 44)) == 2)
    }

    @Test func inputAboveTheVisibleRectScrollsUp() {
        let scrolled = CGRect(x: 0, y: 400, width: 0, height: 500)
        #expect(reveal(CGRect(x: 20, y: 300, width: 300, height: 44), visible: scrolled, current: 400) == 292)
    }

    @Test func neverScrollsPastTheContentsEnd() {
        #expect(reveal(CGRect(x: 20, y: 1900, width: 300, height: 44)) == 1000)
    }

    @Test func neverScrollsAboveTheContentsTop() {
        let scrolled = CGRect(x: 0, y: 50, width: 0, height: 500)
        #expect(reveal(CGRect(x: 20, y: 2, width: 300, height: 44), visible: scrolled, current: 50) == 0)
    }

    @Test func inputTallerThanTheVisibleRectIsAlignedToItsTop() {
        #expect(reveal(CGRect(x: 20, y: 700, width: 300, height: 600)) == 692)
    }

    @Test func negativeMarginCountsAsZero() {
        #expect(reveal(CGRect(x: 20, y: 600, width: 300, height: 44), margin: -20) == 144)
    }

    @Test func nonFiniteInputLeavesTheOffsetAlone() {
        #expect(reveal(.null, current: 30) == 30)
        #expect(reveal(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), current: 30) == 30)
        #expect(reveal(CGRect(x: 0, y: 600, width: 10, height: 10), current: 30, margin: .infinity) == 30)
    }
}
