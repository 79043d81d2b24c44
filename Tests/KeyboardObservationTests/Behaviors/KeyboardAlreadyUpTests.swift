import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Every behavior starts from the pool's one keyboard state: created while
/// the keyboard is up (a screen pushed over an open keyboard, which posts no
/// new event since iOS 11) it applies the keyboard at once; created after a
/// hide, or over a floating keyboard, it stays at rest. `remeasure()`
/// re-applies the state when the view moved without an event.
@MainActor
struct KeyboardAlreadyUpTests {
    private let fixture = PoolFixture()
    private let lowField = CGRect(x: 16, y: 700, width: 358, height: 44)

    @Test func insetsApplyAtOnce() {
        fixture.keyboard.show(height: 336)
        let scrollView = FakeScrollView()
        let recorder = AnimationRecorder()
        let behavior = KeyboardContentInsetBehavior(
            target: scrollView, pool: fixture.pool, animation: recorder.animation
        )
        #expect(scrollView.keyboardBottomInsets == KeyboardBottomInsets(content: 302, indicator: 302))
        #expect(recorder.infos.isEmpty)   // at once, not animated
        fixture.keyboard.hide()
        #expect(scrollView.keyboardBottomInsets == KeyboardBottomInsets(content: 0, indicator: 0))
        withExtendedLifetime(behavior) {}
    }

    @Test func constraintAppliesAtOnce() {
        fixture.keyboard.show(height: 336)
        let constraint = FakeConstraint(constant: 12)
        let container = FakeView()
        let behavior = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, pool: fixture.pool, animation: .immediate
        )
        #expect(constraint.keyboardConstant == 314)   // 12 + 336 - 34
        #expect(behavior.baseConstant == 12)
        #expect(container.layoutCount == 0, "written at once: the next layout pass picks it up")
    }

    @Test func offsetAppliesAtOnce() {
        fixture.keyboard.show(height: 336)
        let view = FakeView()
        let behavior = KeyboardOffsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
        #expect(view.keyboardObservationOffset == 302)
        withExtendedLifetime(behavior) {}
    }

    @Test func revealAppliesAtOnceAndRevealActiveInputUsesTheKeyboardAlreadyUp() {
        fixture.keyboard.show(height: 336)
        let scrollView = FakeScrollView()
        scrollView.keyboardActiveInputFrame = lowField
        let behavior = KeyboardRevealBehavior(target: scrollView, margin: 8, pool: fixture.pool, animation: .immediate)
        #expect(scrollView.keyboardContentOffsetY == 244)   // 744 + 8 - (844 - 336)
        scrollView.keyboardContentOffsetY = 0
        behavior.revealActiveInput()
        #expect(scrollView.keyboardContentOffsetY == 244)
    }

    @Test func afterAHideEveryBehaviorStaysAtRest() {
        fixture.keyboard.show(height: 336)
        fixture.keyboard.hide()
        let (scrollView, constraint, view) = (FakeScrollView(), FakeConstraint(constant: 12), FakeView())
        scrollView.keyboardActiveInputFrame = lowField
        let behaviors: [AnyObject] = [
            KeyboardContentInsetBehavior(target: scrollView, pool: fixture.pool, animation: .immediate),
            KeyboardConstraintBehavior(constraint: constraint, measuring: view, pool: fixture.pool, animation: .immediate),
            KeyboardOffsetBehavior(target: view, pool: fixture.pool, animation: .immediate),
            KeyboardRevealBehavior(target: scrollView, pool: fixture.pool, animation: .immediate),
        ]
        #expect(scrollView.keyboardBottomInsets == KeyboardBottomInsets(content: 0, indicator: 0))
        #expect(scrollView.keyboardContentOffsetY == 0)
        #expect(constraint.keyboardConstant == 12)
        #expect(view.keyboardObservationOffset == 0)
        #expect(view.layoutCount == 0)
        withExtendedLifetime(behaviors) {}
    }

    @Test func overAFloatingKeyboardEveryBehaviorStaysAtRest() {
        fixture.keyboard.show(height: 336)
        let floating = keyboardInfo(end: CGRect(x: 35, y: 300, width: 320, height: 250))
        fixture.keyboard.post(.willChangeFrame, info: floating)
        let (scrollView, constraint, view) = (FakeScrollView(), FakeConstraint(constant: 12), FakeView())
        let behaviors: [AnyObject] = [
            KeyboardContentInsetBehavior(target: scrollView, pool: fixture.pool, animation: .immediate),
            KeyboardConstraintBehavior(constraint: constraint, measuring: view, pool: fixture.pool, animation: .immediate),
            KeyboardOffsetBehavior(target: view, pool: fixture.pool, animation: .immediate),
        ]
        #expect(scrollView.keyboardBottomInsets == KeyboardBottomInsets(content: 0, indicator: 0))
        #expect(constraint.keyboardConstant == 12)
        #expect(view.keyboardObservationOffset == 0)
        withExtendedLifetime(behaviors) {}
    }

    @Test func remeasureFollowsAViewThatMovedWithoutAnEvent() {
        fixture.keyboard.show(height: 336)
        // A form sheet, then moved up by 200 points (no keyboard event).
        let sheet = TestScreen.phoneView(CGRect(x: 0, y: 300, width: 390, height: 544))
        let scrollView = FakeScrollView(geometry: sheet, automaticBottomInset: 0)
        let constraint = FakeConstraint(constant: 0)
        let container = FakeView(geometry: sheet)
        let inset = KeyboardContentInsetBehavior(target: scrollView, pool: fixture.pool, animation: .immediate)
        let bottom = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, pool: fixture.pool, animation: .immediate
        )
        #expect(scrollView.keyboardBottomInsets.content == 336)
        #expect(constraint.keyboardConstant == 336)
        var moved = sheet
        moved.viewFrame = CGRect(x: 0, y: 100, width: 390, height: 544)   // ends at 644: 136 above the keyboard's top
        scrollView.keyboardViewGeometry = moved
        container.restingGeometry = moved
        inset.remeasure()
        bottom.remeasure()
        #expect(scrollView.keyboardBottomInsets.content == 136)
        #expect(constraint.keyboardConstant == 136)
    }

    @Test func remeasureAfterChangingTheRestingValues() {
        let scrollView = FakeScrollView()
        let behavior = KeyboardContentInsetBehavior(target: scrollView, pool: fixture.pool, animation: .immediate)
        behavior.restingInsets = KeyboardBottomInsets(content: 50, indicator: 50)
        behavior.remeasure()
        #expect(scrollView.keyboardBottomInsets == KeyboardBottomInsets(content: 50, indicator: 50))
    }

    @Test func aBehaviorAttachedToAFreshPoolOverAnOpenKeyboardFollowsItsFirstFrameChange() {
        // A pool that started listening with the keyboard up hears a rotation first.
        let scrollView = FakeScrollView()
        let behavior = KeyboardContentInsetBehavior(target: scrollView, pool: fixture.pool, animation: .immediate)
        fixture.keyboard.post(.willChangeFrame, info: keyboardInfo(end: TestScreen.docked(height: 300)))
        #expect(scrollView.keyboardBottomInsets.content == 266)
        withExtendedLifetime(behavior) {}
    }
}
