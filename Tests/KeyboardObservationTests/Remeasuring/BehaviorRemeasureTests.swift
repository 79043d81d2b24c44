import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// A behavior measures again by itself when its view joins a window,
/// changes size or changes its safe area, on the next main-queue turn, and
/// for nothing else.
@MainActor
struct BehaviorRemeasureTests {
    private let fixture = PoolFixture()

    @Test func aBehaviorMadeInViewDidLoadAppliesAnOpenKeyboardWhenTheScreenAppears() async {
        fixture.keyboard.show(height: 336)
        let view = FakeLateScrollView()   // viewDidLoad: no window yet
        let behavior = fixture.insetBehavior(on: view)
        #expect(view.keyboardBottomInsets.content == 0)
        view.joinWindow()   // pushed over the open keyboard: no keyboard post comes
        #expect(view.keyboardBottomInsets.content == 0, "not inside the window change")
        await nextMainQueueTurn()
        #expect(view.keyboardBottomInsets.content == 302)
        withExtendedLifetime(behavior) {}
    }

    @Test func aNewSizeIsMeasuredAgain() async {
        let view = FakeLateScrollView()
        view.joinWindow()
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardBottomInsets.content == 302)
        let sheet = TestScreen.phoneView(CGRect(x: 0, y: 0, width: 390, height: 700))
        view.keyboardAutomaticBottomInset = 0
        view.resize(to: sheet)   // a sheet's detent: no keyboard post
        await nextMainQueueTurn()
        #expect(view.keyboardBottomInsets.content == 192)
        withExtendedLifetime(behavior) {}
    }

    @Test func aNewSafeAreaWithoutANewSizeIsMeasuredAgain() async {
        let view = FakeLateScrollView()
        view.joinWindow()
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardBottomInsets.content == 302)
        await nextMainQueueTurn()   // the show's own write, noticed, settles: nothing else is pending
        view.changeSafeArea(automaticBottomInset: 83)   // a tab bar appeared: no size change, no post
        #expect(view.keyboardBottomInsets.content == 302, "not inside the safe-area callback")
        await nextMainQueueTurn()
        #expect(view.keyboardBottomInsets.content == 253)
        withExtendedLifetime(behavior) {}
    }

    @Test func leavingAWindowWritesNothing() async {
        let view = FakeLateScrollView()
        view.joinWindow()
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        await nextMainQueueTurn()   // the behavior's own write, noticed, settles
        view.leaveWindow()
        await nextMainQueueTurn()
        #expect(view.keyboardBottomInsets.content == 302)
        withExtendedLifetime(behavior) {}
    }

    @Test func aDisabledOrReleasedBehaviorIgnoresGeometryChanges() async {
        fixture.keyboard.show(height: 336)
        let view = FakeLateScrollView()
        var behavior: KeyboardContentInsetBehavior? = fixture.insetBehavior(on: view)
        behavior?.isEnabled = false
        view.joinWindow()
        await nextMainQueueTurn()
        #expect(view.keyboardBottomInsets.content == 0)
        behavior = nil
        view.leaveWindow()
        #expect(!view.isObserved, "a released behavior stops observing at the next change")
    }

    @Test func aScheduleAsksOnlyForTheChangesItIsGiven() {
        var schedule = KeyboardRemeasureSchedule(remeasuringAfter: [.joinedWindow, .resized, .leftWindow])
        let answers = [.safeAreaChanged, .insetsChanged, .leftWindow, .resized].map {
            schedule.shouldSchedule(after: $0)
        }
        #expect(answers == [false, false, false, true], "leaving the window never asks")
    }

    @Test func changesCoalesceIntoOneRemeasurePerTurn() {
        var schedule = KeyboardRemeasureSchedule()
        let answers = [
            schedule.shouldSchedule(after: .joinedWindow), schedule.shouldSchedule(after: .resized),
            schedule.shouldSchedule(after: .leftWindow), schedule.takePending(), schedule.takePending(),
            schedule.shouldSchedule(after: .leftWindow), schedule.shouldSchedule(after: .resized),
        ]
        #expect(answers == [true, false, false, true, false, false, true])
    }
}
