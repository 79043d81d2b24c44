import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

@MainActor
struct KeyboardRevealBehaviorTests {
    private let fixture = PoolFixture()
    /// A field near the bottom of a full-screen form, under a 336 pt keyboard.
    private let lowField = CGRect(x: 16, y: 700, width: 358, height: 44)

    /// A full-screen scroll view whose active input is `input`, and a reveal behavior on it.
    private func attach(
        revealing input: CGRect?, margin: CGFloat = 8, animation: KeyboardAnimation = .immediate
    ) -> (scrollView: FakeScrollView, behavior: KeyboardRevealBehavior) {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = input
        let behavior = KeyboardRevealBehavior(
            target: scrollView, margin: margin, pool: fixture.pool, animation: animation
        )
        return (scrollView, behavior)
    }

    /// The content offset a reveal behavior with `margin` gives a full-screen scroll view whose
    /// active input is `input` (its content `contentHeight` tall) once a 336 pt keyboard is up.
    private func offsetOnceShown(
        revealing input: CGRect?, margin: CGFloat = 8, contentHeight: CGFloat? = nil
    ) -> CGFloat {
        let (scrollView, behavior) = attach(revealing: input, margin: margin)
        if let contentHeight { scrollView.contentHeight = contentHeight }
        fixture.keyboard.show(height: 336)
        return withExtendedLifetime(behavior) { scrollView.keyboardContentOffsetY }
    }

    @Test func showScrollsTheActiveFieldAboveTheKeyboard() {
        #expect(offsetOnceShown(revealing: lowField) == 244)   // 744 + 8 - (844 - 336)
    }

    @Test(arguments: [0, 8, 24] as [CGFloat])
    func theMarginIsKeptBelowTheRevealedField(_ margin: CGFloat) {
        #expect(offsetOnceShown(revealing: lowField, margin: margin) == 236 + margin)   // 744 + margin - (844 - 336)
    }

    @Test func visibleFieldIsNotScrolled() {
        let recorder = AnimationRecorder()
        let topField = CGRect(x: 16, y: 100, width: 358, height: 44)
        let (scrollView, behavior) = attach(revealing: topField, animation: recorder.animation)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        #expect(recorder.infos.isEmpty)
        withExtendedLifetime(behavior) {}
    }

    @Test func focusMovingToAnotherFieldRevealsIt() {
        let (scrollView, behavior) = attach(revealing: lowField)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 900, width: 358, height: 44)
        fixture.keyboard.beginEditing()      // since iOS 11 UIKit posts no keyboard notification here
        #expect(scrollView.keyboardContentOffsetY == 444)
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 1200, width: 358, height: 44)
        behavior.revealActiveInput()        // or the screen says so itself
        #expect(scrollView.keyboardContentOffsetY == 744)
    }

    @Test func neverScrollsPastTheContentsEnd() {
        let lastField = CGRect(x: 16, y: 880, width: 358, height: 20)
        #expect(offsetOnceShown(revealing: lastField, contentHeight: 900) == 392)   // 900 + 336 - 844
    }

    @Test func noActiveInputMeansNoScroll() {
        #expect(offsetOnceShown(revealing: nil) == 0)
    }

    /// A reader scrolled away from the caret while the keyboard is up: a new
    /// safe area or an inset write (the content-inset behavior's own) leaves
    /// the content where the reader put it; joining a window or a new size
    /// measures again.
    @Test func onlyAWindowOrANewSizeRevealsAgainOnItsOwn() async {
        let (scrollView, behavior) = attach(revealing: lowField)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardContentOffsetY = 0
        scrollView.report(.safeAreaChanged)
        scrollView.report(.insetsChanged)
        await nextMainQueueTurn()
        #expect(scrollView.keyboardContentOffsetY == 0)
        scrollView.report(.resized)
        await nextMainQueueTurn()
        #expect(scrollView.keyboardContentOffsetY == 244)
        withExtendedLifetime(behavior) {}
    }

    @Test func hidingDoesNotScroll() {
        let (scrollView, behavior) = attach(revealing: lowField)
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
        let behavior = KeyboardRevealBehavior(target: scrollView!, pool: fixture.pool, animation: .immediate)
        scrollView = nil
        fixture.keyboard.show(height: 336)
        behavior.revealActiveInput()
        #expect(fixture.pool.count == 0)
    }

    @Test func detachStopsRevealing() {
        let (scrollView, behavior) = attach(revealing: lowField)
        behavior.detach()
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        #expect(fixture.pool.count == 0)
    }
}
