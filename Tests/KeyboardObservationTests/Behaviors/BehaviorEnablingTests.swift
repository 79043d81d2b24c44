import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// `isEnabled` pauses a behavior (what it changed is put back, events are
/// ignored) and resumes it from the keyboard as it is then; `detach()` is final.
@MainActor
struct BehaviorEnablingTests {
    private let fixture = PoolFixture()

    @Test func pausingPutsBackAndResumingAppliesTheKeyboardAsItIsNow() {
        let view = FakeScrollView()
        let behavior = KeyboardContentInsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardBottomInsets.content == 302)
        behavior.isEnabled = false
        #expect(view.keyboardBottomInsets.content == 0)
        fixture.keyboard.show(height: 400)
        #expect(view.keyboardBottomInsets.content == 0, "no event reaches a paused behavior")
        behavior.isEnabled = true
        #expect(view.keyboardBottomInsets.content == 366)
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets.content == 0)
    }

    @Test func everyBehaviorPutsBackWhatItChanged() {
        let constraint = FakeConstraint(constant: 20)
        let container = FakeView()
        let bottom = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, pool: fixture.pool, animation: .immediate
        )
        let card = FakeView()
        let offset = KeyboardOffsetBehavior(target: card, pool: fixture.pool, animation: .immediate)
        var overlaps: [CGFloat] = []
        let measured = FakeView()
        let overlap = KeyboardOverlapBehavior(measuring: measured, pool: fixture.pool, animation: .immediate) {
            overlaps.append($0.coveredHeight)
        }
        fixture.keyboard.show(height: 336)
        for behavior in [bottom, offset, overlap] as [KeyboardBehavior] {
            behavior.isEnabled = false
        }
        #expect(constraint.keyboardConstant == 20)
        #expect(card.keyboardObservationOffset == 0)
        #expect(overlaps == [0, 336, 0])
        withExtendedLifetime(measured) {}
    }

    @Test func detachIsFinal() {
        let view = FakeScrollView()
        let behavior = KeyboardContentInsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
        behavior.detach()
        behavior.isEnabled = true
        #expect(!behavior.isEnabled)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardBottomInsets.content == 0)
        #expect(fixture.pool.count == 0)
    }
}
