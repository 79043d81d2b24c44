import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

@MainActor
struct KeyboardRevealBehaviourTests {
    private let fixture = PoolFixture()
    /// A field near the bottom of a full-screen form, under a 336 pt keyboard.
    private let lowField = CGRect(x: 16, y: 700, width: 358, height: 44)

    private func attach(_ scrollView: FakeScrollView, animation: KeyboardAnimation = .immediate) -> KeyboardRevealBehaviour {
        KeyboardRevealBehaviour(target: scrollView, margin: 8, pool: fixture.pool, animation: animation)
    }

    @Test func showScrollsTheActiveFieldAboveTheKeyboard() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behaviour = attach(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 244)   // 744 + 8 - (844 - 336)
        withExtendedLifetime(behaviour) {}
    }

    @Test func visibleFieldIsNotScrolled() {
        let recorder = AnimationRecorder()
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 100, width: 358, height: 44)
        let behaviour = attach(scrollView, animation: recorder.animation)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        #expect(recorder.infos.isEmpty)
        withExtendedLifetime(behaviour) {}
    }

    @Test func focusMovingToAnotherFieldRevealsIt() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behaviour = attach(scrollView)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 900, width: 358, height: 44)
        fixture.keyboard.show(height: 336)   // UIKit posts willShow again
        #expect(scrollView.keyboardContentOffsetY == 444)
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 1200, width: 358, height: 44)
        behaviour.revealActiveInput()        // or the screen says so itself
        #expect(scrollView.keyboardContentOffsetY == 744)
    }

    @Test func neverScrollsPastTheContentsEnd() {
        let scrollView = FakeScrollView()
        scrollView.contentHeight = 900
        scrollView.keyboardActiveInputFrame = CGRect(x: 16, y: 880, width: 358, height: 20)
        let behaviour = attach(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 392)   // 900 + 336 - 844
        withExtendedLifetime(behaviour) {}
    }

    @Test func noActiveInputMeansNoScroll() {
        let scrollView = FakeScrollView()
        let behaviour = attach(scrollView)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        withExtendedLifetime(behaviour) {}
    }

    @Test func hidingDoesNotScroll() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behaviour = attach(scrollView)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardContentOffsetY = 0
        fixture.keyboard.hide()
        #expect(scrollView.keyboardContentOffsetY == 0)
        withExtendedLifetime(behaviour) {}
    }

    @Test func worksWhetherOrNotTheInsetBehaviourRanFirst() {
        for insetFirst in [true, false] {
            let fixture = PoolFixture()
            let scrollView = FakeScrollView()
            scrollView.keyboardActiveInputFrame = lowField
            var behaviours: [AnyObject] = []
            let inset = { KeyboardContentInsetBehaviour(target: scrollView, pool: fixture.pool, animation: .immediate) }
            let reveal = { KeyboardRevealBehaviour(target: scrollView, pool: fixture.pool, animation: .immediate) }
            behaviours = insetFirst ? [inset(), reveal()] : [reveal(), inset()]
            fixture.keyboard.show(height: 336)
            #expect(scrollView.keyboardContentOffsetY == 244, "inset first: \(insetFirst)")
            withExtendedLifetime(behaviours) {}
        }
    }

    @Test func releasedScrollViewDetachesTheBehaviour() {
        var scrollView: FakeScrollView? = FakeScrollView()
        let behaviour = attach(scrollView!)
        scrollView = nil
        fixture.keyboard.show(height: 336)
        behaviour.revealActiveInput()
        #expect(fixture.pool.count == 0)
    }

    @Test func detachStopsRevealing() {
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behaviour = attach(scrollView)
        behaviour.detach()
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardContentOffsetY == 0)
        #expect(fixture.pool.count == 0)
    }
}
