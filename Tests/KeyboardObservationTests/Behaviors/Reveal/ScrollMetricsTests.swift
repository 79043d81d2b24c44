import Foundation
import Testing
@testable import KeyboardObservation

struct ScrollMetricsTests {
    /// A full-screen phone scroll view below a 91 pt navigation bar.
    private let metrics = ScrollMetrics(
        contentOffsetY: -91, viewportHeight: 844, contentHeight: 1400, topInset: 91, bottomInset: 34
    )

    @Test func visibleRectEndsAtTheKeyboard() {
        let visible = metrics.visibleRect(keyboardCoveredHeight: 336)
        #expect(visible.minY == 0)
        #expect(visible.maxY == 417)   // 844 - 91 - 336
    }

    @Test func visibleRectEndsAtTheBottomInsetWhenItIsHigher() {
        let visible = metrics.visibleRect(keyboardCoveredHeight: 0)
        #expect(visible.maxY == 719)   // 844 - 91 - 34
        var inset = metrics
        inset.bottomInset = 400   // a keyboard inset already applied
        #expect(inset.visibleRect(keyboardCoveredHeight: 336).maxY == 353)   // 844 - 91 - 400
    }

    @Test func offsetLimitsLetTheContentsEndReachTheKeyboard() {
        #expect(metrics.offsetLimits(keyboardCoveredHeight: 336) == -91...892)   // 1400 + 336 - 844
        #expect(metrics.offsetLimits(keyboardCoveredHeight: 0) == -91...590)
    }

    @Test func shortContentCannotScrollDown() {
        var short = metrics
        short.contentHeight = 100
        #expect(short.offsetLimits(keyboardCoveredHeight: 0) == -91...(-91))
    }

    @Test func nonFiniteMetricsStillGiveAValidRange() {
        let broken = ScrollMetrics(
            contentOffsetY: 0, viewportHeight: .nan, contentHeight: .infinity, topInset: .nan, bottomInset: .nan
        )
        let limits = broken.offsetLimits(keyboardCoveredHeight: .nan)
        #expect(limits.lowerBound <= limits.upperBound)
    }

    @Test func revealingAFieldUnderTheKeyboardScrollsItAbove() {
        let field = CGRect(x: 16, y: 600, width: 358, height: 44)
        // 644 + 8 must end at the visible bottom, offset + 91 + 417: offset 144.
        #expect(metrics.contentOffsetY(revealing: field, keyboardCoveredHeight: 336) == 144)
    }

    @Test func revealingAVisibleFieldKeepsTheOffset() {
        let field = CGRect(x: 16, y: 100, width: 358, height: 44)
        #expect(metrics.contentOffsetY(revealing: field, keyboardCoveredHeight: 336) == -91)
    }
}
