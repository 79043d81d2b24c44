import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Behaviors are handed the state the pool computed for their event; when a
/// handler's nested post overtakes a fan-out, the older snapshot is skipped.
@MainActor
struct KeyboardSnapshotDeliveryTests {
    private let fixture = PoolFixture()

    @Test func aNestedPostThatOvertakesAFanOutLeavesTheBehaviorOnTheNewerState() {
        let keyboard = fixture.keyboard
        let up = keyboardInfo(end: TestScreen.docked(height: 336))
        let down = keyboardInfo(end: TestScreen.docked(height: 336).offsetBy(dx: 0, dy: 336))
        let first = fixture.pool.observe([.willShow]) { _, _ in
            // Posted inside the show's fan-out, so later subscribers hear the hide before the show.
            keyboard.post(.willHide, userInfo: down.userInfo)
        }
        let view = FakeScrollView()
        let behavior = KeyboardContentInsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
        keyboard.post(.willShow, userInfo: up.userInfo)
        #expect(fixture.pool.keyboardState.isShown == false)
        #expect(view.keyboardBottomInsets.content == 0, "the show's older snapshot arrived last and was skipped")
        withExtendedLifetime((first, behavior)) {}
    }

    @Test func snapshotsAreNumberedInTheOrderThePoolAppliedThem() {
        var machine = KeyboardStateMachine()
        #expect(machine.snapshot.serial == 0)
        machine.apply(.willShow, info: keyboardInfo(end: TestScreen.docked(height: 336)))
        let shown = machine.snapshot
        let moved = machine.applyLiveFrame(TestScreen.docked(height: 200))
        #expect(moved)
        let dragged = machine.snapshot
        #expect(shown.serial == 1 && dragged.serial == 2)
        #expect(dragged.info?.animationDuration == 0, "a drag frame applies at once")
        #expect(dragged.info?.beginFrame == TestScreen.docked(height: 336))
        let movedAgain = machine.applyLiveFrame(TestScreen.docked(height: 200))
        #expect(!movedAgain)
        #expect(machine.snapshot.serial == 2, "a frame that moved nothing is not a change")
    }
}
