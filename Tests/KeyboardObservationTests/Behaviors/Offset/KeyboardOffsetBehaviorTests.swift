import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

@MainActor
struct KeyboardOffsetBehaviorTests {
    private let fixture = PoolFixture()

    private func attach(_ view: FakeView, reference: KeyboardEdgeReference = .safeArea) -> KeyboardOffsetBehavior {
        KeyboardOffsetBehavior(target: view, reference: reference, pool: fixture.pool, animation: .immediate)
    }

    /// The offset the behavior gives a view with `geometry` once a 336 pt keyboard is up.
    private func offsetOnceShown(
        geometry: KeyboardViewGeometry? = TestScreen.fullScreenPhoneView, reference: KeyboardEdgeReference = .safeArea
    ) -> CGFloat {
        let view = FakeView(geometry: geometry)
        let behavior = attach(view, reference: reference)
        fixture.keyboard.show(height: 336)
        return withExtendedLifetime(behavior) { view.keyboardObservationOffset }
    }

    @Test func showMovesTheViewUpUntilItsSafeAreaClearsTheKeyboard() {
        let view = FakeView()
        let behavior = attach(view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 302)
        fixture.keyboard.hide()
        #expect(view.keyboardObservationOffset == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func viewBottomReferenceMovesByTheWholeCoveredHeight() {
        #expect(offsetOnceShown(reference: .viewBottom) == 336)
    }

    @Test func repeatedWillShowMeasuresWhereLayoutPutTheView() {
        let view = FakeView()
        let behavior = attach(view)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 302)
        withExtendedLifetime(behavior) {}
    }

    @Test func viewEndingAboveTheKeyboardStaysPut() {
        let card = TestScreen.phoneView(CGRect(x: 20, y: 100, width: 350, height: 300))
        #expect(offsetOnceShown(geometry: card) == 0)
    }

    @Test func viewOffScreenIsNotMoved() {
        #expect(offsetOnceShown(geometry: nil) == 0)
    }

    @Test func releasedViewDetachesTheBehavior() {
        var view: FakeView? = FakeView()
        let behavior = attach(view!)
        view = nil
        fixture.keyboard.show(height: 336)
        #expect(fixture.pool.count == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func detachPutsTheViewBack() {
        let view = FakeView()
        let behavior = attach(view)
        fixture.keyboard.show(height: 336)
        behavior.detach()
        #expect(view.keyboardObservationOffset == 0)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 0)
    }
}
