import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

@MainActor
struct KeyboardRevealBehaviorTests {
    private let fixture = PoolFixture()
    /// A field near the bottom of a full-screen form, under a 336 pt keyboard.
    private let lowField = CGRect(x: 16, y: 700, width: 358, height: 44)

    private func attach(_ scrollView: FakeScrollView, animation: KeyboardAnimation = .immediate) -> KeyboardRevealBehavior {
        KeyboardRevealBehavior(target: scrollView, margin: 8, pool: fixture.pool, animation: animation)
    }

    @Test func showScrollsTheActiveFieldAboveTheKeyboard() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behavior = attach(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 244)   // 744 + 8 - (844 - 336)
        withExtendedLifetime(behavior) {}
    }

    @Test(arguments: [0, 8, 24] as [CGFloat])
    func theMarginIsKeptBelowTheRevealedField(_ margin: CGFloat) {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behavior = KeyboardRevealBehavior(target: scrollView, margin: margin, pool: fixture.pool, animation: .immediate)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 236 + margin)   // 744 + margin - (844 - 336)
        withExtendedLifetime(behavior) {}
    }

    @Test func visibleFieldIsNotScrolled() {
        let recorder = AnimationRecorder()
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 100, width: 358, height: 44)
        let behavior = attach(scrollView, animation: recorder.animation)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        #expect(recorder.infos.isEmpty)
        withExtendedLifetime(behavior) {}
    }

    @Test func focusMovingToAnotherFieldRevealsIt() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behavior = attach(scrollView)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 900, width: 358, height: 44)
        fixture.keyboard.beginEditing()      // since iOS 11 UIKit posts no keyboard notification here
        #expect(scrollView.keyboardContentOffsetY == 444)
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 1200, width: 358, height: 44)
        behavior.revealActiveInput()        // or the screen says so itself
        #expect(scrollView.keyboardContentOffsetY == 744)
    }

    @Test func neverScrollsPastTheContentsEnd() {
        let scrollView = FakeScrollView()
        scrollView.contentHeight = 900
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 880, width: 358, height: 20)
        let behavior = attach(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 392)   // 900 + 336 - 844
        withExtendedLifetime(behavior) {}
    }

    @Test func noActiveInputMeansNoScroll() {
        let scrollView = FakeScrollView()
        let behavior = attach(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func hidingDoesNotScroll() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behavior = attach(scrollView)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardContentOffsetY = 0
        fixture.keyboard.hide()
        #expect(scrollView.keyboardContentOffsetY == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func worksWhetherOrNotTheInsetBehaviorRanFirst() {
        for insetFirst in [true, false] {
            let fixture = PoolFixture()
            let scrollView = FakeScrollView()
            scrollView.keyboardActiveInputFrame = lowField
            var behaviors: [AnyObject] = []
            let inset = { KeyboardContentInsetBehavior(target: scrollView, pool: fixture.pool, animation: .immediate) }
            let reveal = { KeyboardRevealBehavior(target: scrollView, pool: fixture.pool, animation: .immediate) }
            behaviors = insetFirst ? [inset(), reveal()] : [reveal(), inset()]
            fixture.keyboard.show(height: 336)
            #expect(scrollView.keyboardContentOffsetY == 244, "inset first: \(insetFirst)")
            withExtendedLifetime(behaviors) {}
        }
    }

    @Test func releasedScrollViewDetachesTheBehavior() {
        var scrollView: FakeScrollView? = FakeScrollView()
        let behavior = attach(scrollView!)
        scrollView = nil
        fixture.keyboard.show(height: 336)
        behavior.revealActiveInput()
        #expect(fixture.pool.count == 0)
    }

    @Test func detachStopsRevealing() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behavior = attach(scrollView)
        behavior.detach()
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        #expect(fixture.pool.count == 0)
    }
}
