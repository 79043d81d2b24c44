import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// `minimumSpacing`: the constraint keeps a spacing above the keyboard,
/// `max(base, overlap + spacing)`, while the keyboard covers the view.
@MainActor
struct KeyboardConstraintSpacingTests {
    private let fixture = PoolFixture()

    @Test func aButtonKeepsTenPointsAboveTheKeyboardNotTwentyPlusTheOverlap() {
        let constraint = FakeConstraint(constant: 20)
        let container = FakeView()
        let behavior = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, pool: fixture.pool, animation: .immediate
        )
        behavior.minimumSpacing = 10
        #expect(constraint.keyboardConstant == 20, "with the keyboard down, the base")
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 312)   // 302 above the safe area + 10
        behavior.minimumSpacing = nil
        #expect(constraint.keyboardConstant == 322)
        fixture.keyboard.hide()
        #expect(constraint.keyboardConstant == 20)
    }

    /// An `NSLayoutConstraint` written view-first (`composer.bottom = safeArea.bottom - 20`) tells its direction.
    @MainActor
    final class FakeReversedConstraint: KeyboardConstantTarget, KeyboardConstraintItemsSource {
        var keyboardConstant: CGFloat = -20
        var keyboardDirection: KeyboardConstraintBehavior.Direction? { .subtracting }
    }

    @Test func aConstraintWrittenViewFirstMovesTheComposerUpWithASpacing() {
        let constraint = FakeReversedConstraint()
        let container = FakeView()
        let behavior = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, pool: fixture.pool, animation: .immediate
        )
        behavior.minimumSpacing = 10
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == -312, "up: 302 above the safe area + 10, negated for this order")
        behavior.minimumSpacing = nil
        #expect(constraint.keyboardConstant == -322)
        fixture.keyboard.hide()
        #expect(constraint.keyboardConstant == -20)
        withExtendedLifetime((behavior, container)) {}
    }

    /// An `NSLayoutConstraint` between siblings, or to the legacy `bottomLayoutGuide`: no container.
    @MainActor
    final class FakeContainerlessConstraint: KeyboardConstantTarget, KeyboardConstraintItemsSource {
        var keyboardConstant: CGFloat = 20
        var keyboardDirection: KeyboardConstraintBehavior.Direction? { nil }
    }

    @Test func aConstraintWhoseItemsHaveNoContainerStaysPut() {
        let constraint = FakeContainerlessConstraint()
        let container = FakeView()
        let behavior = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, pool: fixture.pool, animation: .immediate
        )
        fixture.keyboard.show(height: 336)
        #expect(constraint.keyboardConstant == 20)
        withExtendedLifetime((behavior, container)) {}
    }

    @Test func theConstantIsTheLargerOfTheBaseAndTheLiftPlusTheSpacing() {
        typealias Behavior = KeyboardConstraintBehavior
        let cases: [(base: CGFloat, lift: CGFloat, spacing: CGFloat?, direction: Behavior.Direction, constant: CGFloat)] = [
            (20, 0, 10, .adding, 20),
            (20, 5, 10, .adding, 20),
            (20, 300, 10, .adding, 310),
            (20, 300, nil, .adding, 320),
            (-20, 300, 10, .subtracting, -310),
            (-20, 5, 10, .subtracting, -20),
            (-20, 300, nil, .subtracting, -320),
        ]
        for item in cases {
            let constant = Behavior.constant(
                base: item.base, lift: item.lift, minimumSpacing: item.spacing, direction: item.direction
            )
            #expect(constant == item.constant, "\(item)")
        }
    }
}
