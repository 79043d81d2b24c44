import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

@MainActor
struct KeyboardOffsetBehaviourTests {
    private let fixture = PoolFixture()

    private func attach(_ view: FakeView, reference: KeyboardEdgeReference = .safeArea) -> KeyboardOffsetBehaviour {
        KeyboardOffsetBehaviour(target: view, reference: reference, pool: fixture.pool, animation: .immediate)
    }

    @Test func showMovesTheViewUpUntilItsSafeAreaClearsTheKeyboard() {
        let view = FakeView()
        let behaviour = attach(view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 302)
        fixture.keyboard.hide()
        #expect(view.keyboardObservationOffset == 0)
        withExtendedLifetime(behaviour) {}
    }

    @Test func viewBottomReferenceMovesByTheWholeCoveredHeight() {
        let view = FakeView()
        let behaviour = attach(view, reference: .viewBottom)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 336)
        withExtendedLifetime(behaviour) {}
    }

    @Test func repeatedWillShowMeasuresWhereLayoutPutTheView() {
        let view = FakeView()
        let behaviour = attach(view)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 302)
        withExtendedLifetime(behaviour) {}
    }

    @Test func viewEndingAboveTheKeyboardStaysPut() {
        let card = KeyboardViewGeometry(
            screenBounds: TestScreen.phone, viewFrame: CGRect(x: 20, y: 100, width: 350, height: 300),
            safeAreaBottomInset: 0
        )
        let view = FakeView(geometry: card)
        let behaviour = attach(view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 0)
        withExtendedLifetime(behaviour) {}
    }

    @Test func viewOffScreenIsNotMoved() {
        let view = FakeView(geometry: nil)
        let behaviour = attach(view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 0)
        withExtendedLifetime(behaviour) {}
    }

    @Test func releasedViewDetachesTheBehaviour() {
        var view: FakeView? = FakeView()
        let behaviour = attach(view!)
        view = nil
        fixture.keyboard.show(height: 336)
        #expect(fixture.pool.count == 0)
        withExtendedLifetime(behaviour) {}
    }

    @Test func detachPutsTheViewBack() {
        let view = FakeView()
        let behaviour = attach(view)
        fixture.keyboard.show(height: 336)
        behaviour.detach()
        #expect(view.keyboardObservationOffset == 0)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 0)
    }
}
