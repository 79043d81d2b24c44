import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

@MainActor
struct KeyboardConstraintBehaviorTests {
    private let fixture = PoolFixture()
    /// The view constraints pin to; held here because behaviors hold it weakly.
    private let container = FakeView()

    private func attach(
        _ constraint: FakeConstraint, in container: FakeView,
        reference: KeyboardEdgeReference = .safeArea,
        baseConstant: CGFloat? = nil,
        animation: KeyboardAnimation = .immediate
    ) -> KeyboardConstraintBehavior {
        KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, reference: reference,
            baseConstant: baseConstant, pool: fixture.pool, animation: animation
        )
    }

    /// The constant the behavior gives a 12 pt constraint in `container` once a 336 pt keyboard is up
    /// (`container`, this call's argument, lives through the show).
    private func constantOnceShown(in container: FakeView, reference: KeyboardEdgeReference = .safeArea) -> CGFloat {
        let constraint = FakeConstraint(constant: 12)
        let behavior = attach(constraint, in: container, reference: reference)
        fixture.keyboard.show(height: 336)
        return withExtendedLifetime(behavior) { constraint.keyboardConstant }
    }

    @Test func constantIsBasePlusOverlapWhileUpAndBaseWhileDown() {
        let constraint = FakeConstraint(constant: 12)
        let behavior = attach(constraint, in: container)
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 314)   // 12 + 336 - 34
        fixture.keyboard.hide()
        #expect(constraint.keyboardConstant == 12)
        withExtendedLifetime(behavior) {}
    }

    @Test func viewBottomReferenceAddsTheWholeCoveredHeight() {
        #expect(constantOnceShown(in: container, reference: .viewBottom) == 348)
    }

    /// The direction `KeyboardLayoutConstraint` picks when the container is the second item.
    @Test func subtractingDirectionMovesTheConstantDown() {
        let constraint = FakeConstraint(constant: -12)
        let behavior = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, reference: .safeArea, direction: .subtracting,
            pool: fixture.pool, animation: .immediate
        )
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == -314)
        fixture.keyboard.hide()
        #expect(constraint.keyboardConstant == -12)
        withExtendedLifetime(behavior) {}
    }

    @Test func configuredOffsetWhileTheKeyboardIsDownIsUsedAsTheBase() {
        let constraint = FakeConstraint(constant: 0)
        let behavior = attach(constraint, in: container, baseConstant: 24)
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 326)
        fixture.keyboard.hide()
        #expect(constraint.keyboardConstant == 24)
        behavior.baseConstant = 40
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 342)
    }

    @Test func repeatedWillShowGivesTheSameConstant() {
        let constraint = FakeConstraint(constant: 12)
        let behavior = attach(constraint, in: container)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 314)
        withExtendedLifetime(behavior) {}
    }

    @Test func containerIsLaidOutInsideTheAnimation() {
        let recorder = AnimationRecorder()
        let container = FakeView()
        let constraint = FakeConstraint(constant: 0)
        let behavior = attach(constraint, in: container, animation: recorder.animation)
        fixture.keyboard.show(height: 336)
        // The show's willChangeFrame lifts it; its willShow finds nothing left to change.
        #expect(recorder.infos.count == 1)
        #expect(container.layoutCount == 1)
        withExtendedLifetime(behavior) {}
    }

    @Test func containerAwayFromTheScreenBottomIsNotLifted() {
        let card = TestScreen.phoneView(CGRect(x: 0, y: 0, width: 390, height: 400))
        #expect(constantOnceShown(in: FakeView(geometry: card)) == 12)
    }

    @Test func releasedConstraintDetachesTheBehavior() {
        var constraint: FakeConstraint? = FakeConstraint(constant: 0)
        let container = FakeView()
        let behavior = attach(constraint!, in: container)
        constraint = nil
        fixture.keyboard.show(height: 336)
        #expect(fixture.pool.count == 0)
        #expect(container.layoutCount == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func detachRestoresTheBase() {
        let constraint = FakeConstraint(constant: 12)
        let behavior = attach(constraint, in: container)
        fixture.keyboard.show(height: 336)
        behavior.detach()
        #expect(constraint.keyboardConstant == 12)
        #expect(fixture.pool.count == 0)
    }
}
