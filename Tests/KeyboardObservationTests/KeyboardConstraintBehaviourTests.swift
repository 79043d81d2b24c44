import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

@MainActor
struct KeyboardConstraintBehaviourTests {
    private let fixture = PoolFixture()
    /// The view constraints pin to; held here because behaviours hold it weakly.
    private let container = FakeView()

    private func attach(
        _ constraint: FakeConstraint, in container: FakeView,
        reference: KeyboardEdgeReference = .safeArea,
        baseConstant: CGFloat? = nil,
        animation: KeyboardAnimation = .immediate
    ) -> KeyboardConstraintBehaviour {
        KeyboardConstraintBehaviour(
            constraint: constraint, measuring: container, reference: reference,
            baseConstant: baseConstant, pool: fixture.pool, animation: animation
        )
    }

    @Test func constantIsBasePlusOverlapWhileUpAndBaseWhileDown() {
        let constraint = FakeConstraint(constant: 12)
        let behaviour = attach(constraint, in: container)
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 314)   // 12 + 336 - 34
        fixture.keyboard.hide()
        #expect(constraint.keyboardConstant == 12)
        withExtendedLifetime(behaviour) {}
    }

    @Test func viewBottomReferenceAddsTheWholeCoveredHeight() {
        let constraint = FakeConstraint(constant: 12)
        let behaviour = attach(constraint, in: container, reference: .viewBottom)
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 348)
        withExtendedLifetime(behaviour) {}
    }

    /// The direction `KeyboardLayoutConstraint` picks when the container is the second item.
    @Test func subtractingDirectionMovesTheConstantDown() {
        let constraint = FakeConstraint(constant: -12)
        let behaviour = KeyboardConstraintBehaviour(
            constraint: constraint, measuring: container, reference: .safeArea, direction: .subtracting,
            pool: fixture.pool, animation: .immediate
        )
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == -314)
        fixture.keyboard.hide()
        #expect(constraint.keyboardConstant == -12)
        withExtendedLifetime(behaviour) {}
    }

    @Test func configuredOffsetWhileTheKeyboardIsDownIsUsedAsTheBase() {
        let constraint = FakeConstraint(constant: 0)
        let behaviour = attach(constraint, in: container, baseConstant: 24)
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 326)
        fixture.keyboard.hide()
        #expect(constraint.keyboardConstant == 24)
        behaviour.baseConstant = 40
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 342)
    }

    @Test func repeatedWillShowGivesTheSameConstant() {
        let constraint = FakeConstraint(constant: 12)
        let behaviour = attach(constraint, in: container)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 314)
        withExtendedLifetime(behaviour) {}
    }

    @Test func containerIsLaidOutInsideTheAnimation() {
        let recorder = AnimationRecorder()
        let container = FakeView()
        let constraint = FakeConstraint(constant: 0)
        let behaviour = attach(constraint, in: container, animation: recorder.animation)
        fixture.keyboard.show(height: 336)
        // The show's willChangeFrame lifts it; its willShow finds nothing left to change.
        #expect(recorder.infos.count == 1)
        #expect(container.layoutCount == 1)
        withExtendedLifetime(behaviour) {}
    }

    @Test func containerAwayFromTheScreenBottomIsNotLifted() {
        let card = KeyboardViewGeometry(
            screenBounds: TestScreen.phone, viewFrame: CGRect(x: 0, y: 0, width: 390, height: 400),
            safeAreaBottomInset: 0
        )
        let constraint = FakeConstraint(constant: 12)
        let behaviour = attach(constraint, in: FakeView(geometry: card))
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 12)
        withExtendedLifetime(behaviour) {}
    }

    @Test func releasedConstraintDetachesTheBehaviour() {
        var constraint: FakeConstraint? = FakeConstraint(constant: 0)
        let container = FakeView()
        let behaviour = attach(constraint!, in: container)
        constraint = nil
        fixture.keyboard.show(height: 336)
        #expect(fixture.pool.count == 0)
        #expect(container.layoutCount == 0)
        withExtendedLifetime(behaviour) {}
    }

    @Test func detachRestoresTheBase() {
        let constraint = FakeConstraint(constant: 12)
        let behaviour = attach(constraint, in: container)
        fixture.keyboard.show(height: 336)
        behaviour.detach()
        #expect(constraint.keyboardConstant == 12)
        #expect(fixture.pool.count == 0)
    }
}
