import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

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

    @Test func theLiftIsNeverDownwardsNorPastTheTargetsOwnLift() {
        let cases: [(revealedBottom: CGFloat, keyboardTop: CGFloat, offset: CGFloat)] = [
            (300, 508, 0),     // well above the keyboard
            (544, 508, 44),
            (900, 508, 344),   // below the screen: capped at the target's lift + margin
        ]
        for item in cases {
            let offset = KeyboardOffsetBehavior.offset(
                revealedBottom: item.revealedBottom, margin: 8, keyboardTop: item.keyboardTop, targetBottom: 844
            )
            #expect(offset == item.offset, "\(item)")
        }
    }

    @Test func aKeyboardCoveringTheWholeTargetLiftsItClear() {
        // A card from 600 to 800 with its field ending at 780; the keyboard's top is at 508.
        let card = TestScreen.phoneView(CGRect(x: 0, y: 600, width: 390, height: 200))
        let cardView = FakeView(geometry: card)
        let field = FakeField(in: cardView, frame: CGRect(x: 20, y: 736, width: 350, height: 44))
        let revealing = KeyboardOffsetBehavior(
            target: cardView, revealing: { field }, margin: 8, pool: fixture.pool, animation: .immediate
        )
        fixture.keyboard.show(height: 336)
        #expect(cardView.keyboardObservationOffset == 280)
        revealing.detach()
        let whole = KeyboardOffsetBehavior(
            target: cardView, reference: .viewBottom, pool: fixture.pool, animation: .immediate
        )
        #expect(cardView.keyboardObservationOffset == 292, "the card's bottom to the keyboard's top, not clipped")
        withExtendedLifetime(whole) {}
    }
}
