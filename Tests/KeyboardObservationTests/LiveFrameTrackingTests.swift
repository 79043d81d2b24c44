import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// When a behavior asks its view to report live frames: only once the
/// keyboard is up on a screen that can dismiss it interactively, once, and
/// the frames reach every pool on the center while the behavior lives.
@MainActor
struct LiveFrameTrackingTests {
    private let fixture = PoolFixture()

    /// A view that can report live frames, as UIKit views do on iOS 15+.
    @MainActor
    final class FakeTrackingView: KeyboardInsetTarget, KeyboardLiveFrameSource {
        var keyboardViewGeometry: KeyboardViewGeometry? = TestScreen.fullScreenPhoneView
        var keyboardBottomInsets = KeyboardBottomInsets(content: 0, indicator: 0)
        var keyboardAutomaticBottomInset: CGFloat = 34
        var keyboardDismissesInteractively: Bool
        private(set) var reports: [@MainActor (KeyboardLayoutGuideReading) -> Bool] = []
        /// Whether the view is in a window, where tracking can start.
        var isInWindow = true

        init(interactive: Bool) {
            keyboardDismissesInteractively = interactive
        }

        func layoutIfNeeded() {}

        func trackKeyboardLayoutGuide(_ report: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool) -> Bool {
            guard isInWindow else { return false }
            reports.append(report)
            return true
        }

        /// What the tracker does on a layout pass of a full-screen phone
        /// window whose guide the keyboard covers from `keyboardHeight` up;
        /// whether any report still tracks.
        @discardableResult
        func layOut(keyboardHeight: CGFloat) -> Bool {
            let reading = KeyboardLayoutGuideReading(
                guideFrame: TestScreen.docked(height: keyboardHeight), viewFrame: TestScreen.phone,
                safeAreaBottomInset: 34, screenBounds: TestScreen.phone
            )
            reports = reports.filter { $0(reading) }
            return !reports.isEmpty
        }
    }

    private func inset(_ view: FakeTrackingView) -> KeyboardContentInsetBehavior {
        KeyboardContentInsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
    }

    @Test func aScreenThatCannotDismissInteractivelyGetsNoTracking() {
        let view = FakeTrackingView(interactive: false)
        let behavior = inset(view)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.hide()
        fixture.keyboard.show(height: 336)
        #expect(view.reports.isEmpty)
        withExtendedLifetime(behavior) {}
    }

    @Test func trackingStartsOnceWhenTheKeyboardIsUpAndFollowsTheView() {
        let view = FakeTrackingView(interactive: true)
        let behavior = inset(view)
        #expect(view.reports.isEmpty)   // not while the keyboard is down
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 380)
        fixture.keyboard.hide()
        fixture.keyboard.show(height: 336)
        #expect(view.reports.count == 1)
        view.layOut(keyboardHeight: 200)   // the finger drags the keyboard down
        #expect(view.keyboardBottomInsets.content == 166)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: TestScreen.phone) == 200)
        withExtendedLifetime(behavior) {}
    }

    @Test func aScrollViewMadeInteractiveLaterIsFollowedFromTheNextShow() {
        let view = FakeTrackingView(interactive: false)
        let behavior = inset(view)
        fixture.keyboard.show(height: 336)
        view.keyboardDismissesInteractively = true
        fixture.keyboard.show(height: 336)   // same show: checked once
        #expect(view.reports.isEmpty)
        fixture.keyboard.hide()
        fixture.keyboard.show(height: 336)
        #expect(view.reports.count == 1)
        withExtendedLifetime(behavior) {}
    }

    @Test func aReleasedBehaviorStopsTracking() {
        let view = FakeTrackingView(interactive: true)
        var behavior: KeyboardContentInsetBehavior? = inset(view)
        fixture.keyboard.show(height: 336)
        #expect(view.reports.count == 1)
        behavior = nil
        #expect(!view.layOut(keyboardHeight: 200))
        #expect(behavior == nil)
    }

    @Test func aViewWithoutAWindowIsAskedAgainAtTheNextMeasure() {
        let view = FakeTrackingView(interactive: true)
        view.isInWindow = false
        let behavior = inset(view)
        fixture.keyboard.show(height: 336)
        #expect(view.reports.isEmpty)
        view.isInWindow = true
        behavior.remeasure()
        #expect(view.reports.count == 1)
    }

    @Test func theRestingBandAtTheEndOfADragMovesNothing() {
        let view = FakeTrackingView(interactive: true)
        let behavior = inset(view)
        fixture.keyboard.show(height: 336)
        view.layOut(keyboardHeight: 200)
        view.layOut(keyboardHeight: 34)   // the guide at rest: the home indicator's band
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 200))
        #expect(view.keyboardBottomInsets.content == 166)
        withExtendedLifetime(behavior) {}
    }

    @Test func pausingAndResumingOverAnOpenKeyboardKeepsOneTrackingClosure() {
        let view = FakeTrackingView(interactive: true)
        let behavior = inset(view)
        fixture.keyboard.show(height: 336)
        behavior.isEnabled = false
        behavior.isEnabled = true   // viewDidDisappear, viewWillAppear: the keyboard stayed up
        #expect(view.reports.count == 2)
        view.layOut(keyboardHeight: 200)
        #expect(view.reports.count == 1, "the closure from before the pause declined")
        #expect(view.keyboardBottomInsets.content == 166)
    }

    @Test func aBehaviorCreatedOverAnOpenKeyboardStartsTrackingAtOnce() {
        fixture.keyboard.show(height: 336)
        let view = FakeTrackingView(interactive: true)
        let behavior = inset(view)
        #expect(view.reports.count == 1)
        withExtendedLifetime(behavior) {}
    }
}
