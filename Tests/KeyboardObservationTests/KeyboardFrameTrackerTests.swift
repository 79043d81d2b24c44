import Foundation
import Testing
import KeyboardObservation

struct KeyboardFrameTrackerTests {
    private let shown = keyboardInfo(end: TestScreen.docked(height: 336))
    private let hiddenBelow = keyboardInfo(end: CGRect(x: 0, y: 844, width: 390, height: 336))
    /// iOS 26 has reported a 44 pt end frame, docked at the bottom, on hide.
    private let reported44 = keyboardInfo(end: TestScreen.docked(height: 44))

    @Test func willShowTakesTheEndFrame() {
        var tracker = KeyboardFrameTracker()
        let taken = tracker.update(.willShow, info: shown)
        #expect(taken)
        #expect(tracker.frame == shown.endFrame)
        #expect(tracker.overlap(in: TestScreen.fullScreenPhoneView).contentInset == 302)
    }

    @Test func repeatedWillShowWithTheSameFrameIsIdempotent() {
        var tracker = KeyboardFrameTracker()
        tracker.update(.willShow, info: shown)
        let first = tracker.overlap(in: TestScreen.fullScreenPhoneView)
        tracker.update(.willShow, info: shown)
        tracker.update(.willShow, info: shown)
        #expect(tracker.overlap(in: TestScreen.fullScreenPhoneView) == first)
    }

    @Test func reported44PointFrameOnHideCoversNothingAfterWillHide() {
        var tracker = KeyboardFrameTracker()
        tracker.update(.willShow, info: shown)
        tracker.update(.willChangeFrame, info: reported44)
        let taken = tracker.update(.willHide, info: reported44)
        #expect(taken)
        #expect(tracker.frame == nil)
        #expect(tracker.overlap(in: TestScreen.fullScreenPhoneView) == .none)
    }

    @Test func willChangeFrameAfterWillHideIsIgnoredUntilTheNextWillShow() {
        var tracker = KeyboardFrameTracker()
        tracker.update(.willShow, info: shown)
        tracker.update(.willHide, info: hiddenBelow)
        let taken = tracker.update(.willChangeFrame, info: reported44)
        #expect(!taken)
        #expect(tracker.overlap(in: TestScreen.fullScreenPhoneView) == .none)
        tracker.update(.willShow, info: shown)
        #expect(tracker.overlap(in: TestScreen.fullScreenPhoneView).coveredHeight == 336)
    }

    @Test func willChangeFrameWhileShownFollowsRotation() {
        var tracker = KeyboardFrameTracker()
        tracker.update(.willShow, info: shown)
        let rotated = keyboardInfo(end: TestScreen.docked(height: 209, on: TestScreen.phoneLandscape))
        let taken = tracker.update(.willChangeFrame, info: rotated)
        #expect(taken)
        let landscapeView = KeyboardViewGeometry(
            screenBounds: TestScreen.phoneLandscape, viewFrame: TestScreen.phoneLandscape, safeAreaBottomInset: 21
        )
        #expect(tracker.overlap(in: landscapeView).contentInset == 188)
    }

    @Test func willChangeFrameBeforeAnyOtherEventIsTaken() {
        var tracker = KeyboardFrameTracker()
        let taken = tracker.update(.willChangeFrame, info: shown)
        #expect(taken)
        #expect(tracker.frame == shown.endFrame)
    }

    @Test func didEventsChangeNothing() {
        var tracker = KeyboardFrameTracker()
        for event in [KeyboardEvent.didShow, .didHide, .didChangeFrame] {
            let taken = tracker.update(event, info: shown)
            #expect(!taken)
        }
        #expect(tracker == KeyboardFrameTracker())
    }

    @Test func trackedEventsAreTheWillEvents() {
        #expect(KeyboardFrameTracker.events == [.willShow, .willHide, .willChangeFrame])
    }
}
