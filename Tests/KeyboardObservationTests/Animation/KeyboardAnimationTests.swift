import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTestSupport

/// How a behavior's changes are applied. (That a behavior hands its animation
/// each post's duration and curve, and a zero duration for a drag frame, is
/// in the behaviors' own tests.)
@MainActor
struct KeyboardAnimationTests {
    @Test func immediateRunsTheChangesOnceBeforeReturning() {
        var runs = 0
        KeyboardAnimation.immediate.perform(keyboardInfo(end: TestScreen.docked(height: 336))) { runs += 1 }
        #expect(runs == 1)
    }

    #if !canImport(UIKit)
    @Test func withoutUIKitABehaviorLeftToItsDefaultAnimationHasMovedWhenThePostReturns() {
        let fixture = PoolFixture()
        let view = FakeView()
        let behavior = KeyboardOffsetBehavior(target: view, pool: fixture.pool)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardObservationOffset == 302)
        fixture.keyboard.hide()
        #expect(view.keyboardObservationOffset == 0)
        withExtendedLifetime(behavior) {}
    }
    #endif
}
