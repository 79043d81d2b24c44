import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

@MainActor
struct KeyboardContentInsetBehaviorTests {
    private let fixture = PoolFixture()
    private let resting = KeyboardBottomInsets(content: 10, indicator: 4)

    private func attach(_ scrollView: FakeScrollView, animation: KeyboardAnimation = .immediate)
        -> KeyboardContentInsetBehavior {
        KeyboardContentInsetBehavior(target: scrollView, pool: fixture.pool, animation: animation)
    }

    /// A full-screen scroll view whose insets are `resting`, and a behavior on it.
    private func attachAtRest() -> (scrollView: FakeScrollView, behavior: KeyboardContentInsetBehavior) {
        let scrollView = FakeScrollView(insets: resting)
        return (scrollView, attach(scrollView))
    }

    @Test func showGrowsBothInsetsByTheOverlapAboveTheSafeArea() {
        let (scrollView, behavior) = attachAtRest()
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardBottomInsets == KeyboardBottomInsets(content: 312, indicator: 306))
        withExtendedLifetime(behavior) {}
    }

    @Test func repeatedWillShowGivesTheSameInsets() {
        let (scrollView, behavior) = attachAtRest()
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardBottomInsets == KeyboardBottomInsets(content: 312, indicator: 306))
        fixture.keyboard.show(height: 380)   // the predictive bar appears
        #expect(scrollView.keyboardBottomInsets.content == 356)
        withExtendedLifetime(behavior) {}
    }

    @Test func hideRestoresTheInsetsTakenWhenAttached() {
        let (scrollView, behavior) = attachAtRest()
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 380)
        fixture.keyboard.hide()
        #expect(scrollView.keyboardBottomInsets == resting)
        #expect(behavior.restingInsets == resting)
    }

    @Test func reported44PointFrameOnHideRestoresTheInsets() {
        let (scrollView, behavior) = attachAtRest()
        fixture.keyboard.show(height: 336)
        let leftover = keyboardInfo(end: TestScreen.docked(height: 44))
        for event in [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide] {
            fixture.keyboard.post(event, info: leftover)
        }
        #expect(scrollView.keyboardBottomInsets == resting)
        withExtendedLifetime(behavior) {}
    }

    @Test func formSheetGetsOnlyTheRealIntersection() {
        let sheet = KeyboardViewGeometry(
            screenBounds: TestScreen.pad, viewFrame: CGRect(x: 212, y: 200, width: 600, height: 900),
            safeAreaBottomInset: 0
        )
        let scrollView = FakeScrollView(geometry: sheet, automaticBottomInset: 0)
        let behavior = attach(scrollView)
        fixture.keyboard.post(.willShow, info: keyboardInfo(end: TestScreen.docked(height: 400, on: TestScreen.pad)))
        #expect(scrollView.keyboardBottomInsets.content == 134)
        withExtendedLifetime(behavior) {}
    }

    @Test func floatingKeyboardLeavesTheInsetsAlone() {
        let (scrollView, behavior) = attachAtRest()
        fixture.keyboard.post(.willShow, info: keyboardInfo(end: CGRect(x: 35, y: 300, width: 320, height: 260)))
        #expect(scrollView.keyboardBottomInsets == resting)
        withExtendedLifetime(behavior) {}
    }

    @Test func hardwareKeyboardShortcutBarInsetsByTheBarAboveTheSafeArea() {
        let scrollView = FakeScrollView()
        let behavior = attach(scrollView)
        fixture.keyboard.post(.willShow, info: keyboardInfo(end: TestScreen.docked(height: 55)))
        #expect(scrollView.keyboardBottomInsets.content == 21)
        withExtendedLifetime(behavior) {}
    }

    @Test func rotationRecomputesFromTheNewFrame() {
        let scrollView = FakeScrollView()
        let behavior = attach(scrollView)
        fixture.keyboard.show(height: 336)
        scrollView.keyboardViewGeometry = KeyboardViewGeometry(
            screenBounds: TestScreen.phoneLandscape, viewFrame: TestScreen.phoneLandscape, safeAreaBottomInset: 21
        )
        scrollView.keyboardAutomaticBottomInset = 21
        let rotated = keyboardInfo(end: TestScreen.docked(height: 209, on: TestScreen.phoneLandscape))
        fixture.keyboard.post(.willChangeFrame, info: rotated)
        #expect(scrollView.keyboardBottomInsets.content == 188)
        withExtendedLifetime(behavior) {}
    }

    @Test func animatesWithTheKeyboardsDurationAndCurve() {
        let recorder = AnimationRecorder()
        let scrollView = FakeScrollView()
        let behavior = attach(scrollView, animation: recorder.animation)
        fixture.keyboard.show(height: 336, duration: 0.4)
        let applied = recorder.infos.map { [$0.animationDuration, Double($0.animationCurve.rawValue)] }
        #expect(applied == [[0.4, 7]])   // willChangeFrame; willShow then changes nothing
        withExtendedLifetime(behavior) {}
    }

    @Test func releasedTargetDetachesTheBehaviorOnTheNextEvent() {
        var scrollView: FakeScrollView? = FakeScrollView()
        let behavior = attach(scrollView!)
        #expect(fixture.pool.count == 1)
        scrollView = nil
        fixture.keyboard.show(height: 336)
        #expect(fixture.pool.count == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func releasedBehaviorIsNotKeptAliveByThePool() {
        let scrollView = FakeScrollView(insets: resting)
        weak var probe: KeyboardContentInsetBehavior?
        do {
            let behavior = attach(scrollView)
            probe = behavior
        }
        #expect(probe == nil)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardBottomInsets == resting)
    }

    @Test func detachRestoresTheInsetsAndStopsListening() {
        let (scrollView, behavior) = attachAtRest()
        fixture.keyboard.show(height: 336)
        behavior.detach()
        #expect(scrollView.keyboardBottomInsets == resting)
        fixture.keyboard.show(height: 336)
        #expect(scrollView.keyboardBottomInsets == resting)
        #expect(fixture.pool.count == 0)
    }
}
