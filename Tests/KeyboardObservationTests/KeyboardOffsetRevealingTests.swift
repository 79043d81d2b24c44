import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// An offset that lifts a container only as far as one of its subviews
/// needs to sit a margin above the keyboard.
@MainActor
struct KeyboardOffsetRevealingTests {
    private let fixture = PoolFixture()

    /// A field inside `container`: moved by the container's translation, as a subview is.
    @MainActor
    final class FakeField: KeyboardMeasurable {
        let container: FakeView
        let restingFrame: CGRect

        init(in container: FakeView, frame: CGRect) {
            self.container = container
            restingFrame = frame
        }

        var keyboardViewGeometry: KeyboardViewGeometry? {
            guard let outer = container.keyboardViewGeometry else { return nil }
            return KeyboardViewGeometry(
                screenBounds: outer.screenBounds,
                viewFrame: restingFrame.offsetBy(dx: 0, dy: -container.keyboardObservationOffset),
                safeAreaBottomInset: 0
            )
        }

        func layoutIfNeeded() {}
    }

    /// Which field is being edited, as the app knows it.
    @MainActor
    final class Editing {
        var field: FakeField?
        init(field: FakeField?) { self.field = field }
    }

    @Test func theContainerRisesOnlyUntilTheFieldClearsTheKeyboard() {
        let pages = FakeView()
        let field = FakeField(in: pages, frame: CGRect(x: 20, y: 500, width: 350, height: 44))
        let editing = Editing(field: field)
        let behavior = KeyboardOffsetBehavior(
            target: pages, revealing: { editing.field }, margin: 8, pool: fixture.pool, animation: .immediate
        )
        fixture.keyboard.show(height: 336)   // keyboard top at 508; field bottom at 544
        #expect(pages.keyboardObservationOffset == 44)
        fixture.keyboard.show(height: 200)   // keyboard top at 644: the field already clears it
        #expect(pages.keyboardObservationOffset == 0)
        fixture.keyboard.show(height: 336)
        editing.field = nil
        fixture.keyboard.beginEditing()   // focus moved to something else: nothing to reveal
        #expect(pages.keyboardObservationOffset == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func theLiftIsNeverDownwardsNorPastTheCoveredHeight() {
        let cases: [(revealedBottom: CGFloat, covered: CGFloat, offset: CGFloat)] = [
            (300, 336, 0),     // well above the keyboard
            (544, 336, 44),
            (900, 336, 344),   // below the screen: capped at covered + margin
            (544, 0, 0),       // nothing covered
        ]
        for item in cases {
            let offset = KeyboardOffsetBehavior.offset(
                revealedBottom: item.revealedBottom, margin: 8, coveredHeight: item.covered, targetBottom: 844
            )
            #expect(offset == item.offset, "\(item)")
        }
    }
}
