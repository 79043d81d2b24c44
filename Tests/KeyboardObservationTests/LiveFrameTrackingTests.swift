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
        private(set) var reports: [@MainActor (CGRect) -> Bool] = []

        init(interactive: Bool) {
            keyboardDismissesInteractively = interactive
        }

        func layoutIfNeeded() {}

        func trackKeyboardLiveFrames(_ report: @escaping @MainActor (CGRect) -> Bool) {
            reports.append(report)
        }

        /// What the tracking view does on a layout pass; whether any report still tracks.
        @discardableResult
        func layOut(keyboardHeight: CGFloat) -> Bool {
            reports = reports.filter { $0(TestScreen.docked(height: keyboardHeight)) }
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

    @Test func aBehaviorCreatedOverAnOpenKeyboardStartsTrackingAtOnce() {
        fixture.keyboard.show(height: 336)
        let view = FakeTrackingView(interactive: true)
        let behavior = inset(view)
        #expect(view.reports.count == 1)
        withExtendedLifetime(behavior) {}
    }
}
