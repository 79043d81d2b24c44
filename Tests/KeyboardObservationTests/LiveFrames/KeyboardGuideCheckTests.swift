import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// The two-source check alone: what a keyboard layout guide's readings and
/// UIKit's posts decide together, rule by rule, without a pool.
struct KeyboardGuideCheckTests {
    private let phone = TestScreen.phone

    private func shown(_ height: CGFloat) -> KeyboardState {
        .shown(at: TestScreen.docked(height: height), screen: nil, isLocal: true)
    }

    private let hidden = KeyboardState(placement: .hidden, frame: CGRect(x: 0, y: 844, width: 390, height: 336))

    /// A check that has watched one show, agreeing, and is settled.
    private func settledAfterAShow() -> KeyboardGuideCheck {
        var check = KeyboardGuideCheck()
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 508), state: shown(336))
        _ = check.didEvent(shown(336))
        return check
    }

    @Test func aGuideThatAgreesIsFollowedBetweenPosts() {
        var check = settledAfterAShow()
        #expect(check.isFollowed)
        #expect(check.read(.keyboard(top: 644), state: shown(336)) == .follow(TestScreen.docked(height: 200)))
        #expect(!check.asksWhetherEditingInputLeft, "a drag frame asks nothing of the input")
        #expect(
            check.read(.keyboard(top: nil), state: shown(200)) == .follow(TestScreen.docked(height: 34)),
            "the band at the end of a drag: the band's top"
        )
        #expect(check.asksWhetherEditingInputLeft, "and a hide if the input left, which the session asks")
    }

    @Test func aDragIntoTheRestingBandTakesTheKeyboardToTheBandsTopOnce() {
        // A finger below the home indicator's band: the guide rests at the
        // band's top (34 pt on this phone), where the keyboard's top is said to be.
        var check = settledAfterAShow()
        _ = check.read(.keyboard(top: 780), state: shown(336))
        #expect(check.read(.keyboard(top: nil), state: shown(64)) == .follow(TestScreen.docked(height: 34)))
        #expect(check.read(.keyboard(top: nil), state: shown(34)) == .none, "at the band's top, the guide agrees")
        #expect(check.asksWhetherEditingInputLeft, "but a keyboard that left unannounced may still be told")
        #expect(check.read(.keyboard(top: 700), state: shown(34)) == .follow(TestScreen.docked(height: 144)), "and back up")
        #expect(check.isFollowed)
    }

    @Test func aGuideAtRestWithNoDragSinceThePostsOnlyAsksOfTheInput() {
        var check = settledAfterAShow()
        _ = check.read(.keyboard(top: 644), state: shown(336))
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 508), state: shown(336))
        _ = check.didEvent(shown(336))
        #expect(check.read(.keyboard(top: 508), state: shown(336)) == .follow(TestScreen.docked(height: 336)))
        #expect(
            check.read(.keyboard(top: nil), state: shown(336)) == .none,
            "a rest point ended the drag, and a layout pass that moved nothing is none"
        )
        #expect(check.asksWhetherEditingInputLeft, "only a hide, if the input left")
        var joined = KeyboardGuideCheck()
        _ = joined.read(.keyboard(top: 644), state: shown(336))
        #expect(
            joined.read(.keyboard(top: nil), state: shown(200)) == .follow(TestScreen.docked(height: 34)),
            "a drag it followed before it agreed once: the band's top"
        )
        #expect(!joined.asksWhetherEditingInputLeft, "but never a hide")
    }

    @Test func aReLayoutThatLeavesTheKeyboardsTopWhereItWasIsNoDrag() {
        // A bar the posts gave the whole keyboard's height (313 pt, 55 on
        // screen), and a top a third of a point off: then at rest, nothing moves.
        var barCheck = settledAfterAShow()
        let bar = KeyboardState.shown(at: CGRect(x: 0, y: 789, width: 390, height: 313), screen: nil, isLocal: true)
        _ = barCheck.read(.keyboard(top: 789), state: bar)
        #expect(barCheck.read(.keyboard(top: nil), state: bar) == .none)
        var fractional = settledAfterAShow()
        _ = fractional.read(.keyboard(top: 508 + 1.0 / 3), state: shown(336))
        #expect(fractional.read(.keyboard(top: nil), state: shown(336)) == .none)
    }

    @Test func anUndockedKeyboardIsNotMovedByTheGuideBetweenPosts() {
        var check = settledAfterAShow()
        let undocked = KeyboardState(placement: .undocked, frame: CGRect(x: 35, y: 300, width: 320, height: 250))
        #expect(check.read(.keyboard(top: 644), state: undocked) == .none)
        #expect(check.isFollowed)
    }

    @Test func readingsDuringAPostsAnimationAreNotFollowed() {
        var check = settledAfterAShow()
        _ = check.willEvent()
        #expect(check.read(.keyboard(top: 464), state: shown(380)) == .none)
        #expect(check.didEvent(shown(380)) == .none)
    }

    @Test func aGuideThatNeverLaysOutWhileTheKeyboardComesUpIsNotFollowed() {
        // A window's own guide (react-native-keyboard-controller PRs 1158, 1170).
        var check = KeyboardGuideCheck()
        _ = check.willEvent()
        #expect(check.didEvent(shown(336)) == .none, "layout may still come after the did-event")
        #expect(check.willEvent() == .stop(.silent), "a whole transition passed without one")
        #expect(!check.isFollowed)
        #expect(check.read(.keyboard(top: 644), state: shown(336)) == .none)
    }

    @Test func layoutAfterAZeroDurationDidEventIsJudgedWhenItComes() {
        var check = KeyboardGuideCheck()
        _ = check.read(.keyboard(top: nil), state: hidden)
        _ = check.willEvent()
        _ = check.didEvent(shown(336))   // will and did in one turn, before the layout pass
        #expect(check.read(.keyboard(top: 508), state: shown(336)) == .none)
        #expect(check.isFollowed)
        #expect(check.read(.keyboard(top: 644), state: shown(336)) == .follow(TestScreen.docked(height: 200)))
    }

    @Test func aGuideAtRestUnderADockedKeyboardIsNotFollowed() {
        // iOS 27 betas leave the guide at the screen's bottom (cmux PR 9958).
        var check = KeyboardGuideCheck()
        _ = check.willEvent()
        _ = check.read(.keyboard(top: nil), state: shown(336))
        #expect(check.didEvent(shown(336)) == .stop(.stuckAtRest))
    }

    @Test func aGuideThatDoesNotMoveAtAllForAShowIsNotFollowed() {
        var check = KeyboardGuideCheck()
        _ = check.read(.keyboard(top: nil), state: hidden)
        _ = check.willEvent()
        #expect(check.didEvent(shown(336)) == .none)
        #expect(check.willEvent() == .stop(.stuckAtRest))
    }

    @Test func aGuideStillUpAfterAHideIsNotFollowed() {
        // react-native-keyboard-controller PR 1598; Feedback FB18129551.
        var check = settledAfterAShow()
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 700), state: hidden)
        #expect(check.didEvent(hidden) == .stop(.stuckCovering))
    }

    @Test func aGuideBehindTheKeyboardIsNotFollowed() {
        // iPadOS 26 after an input accessory view is removed (Feedback FB18129558).
        var check = settledAfterAShow()
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 600), state: shown(336))
        #expect(check.didEvent(shown(336)) == .stop(.behindKeyboard))
    }

    @Test func aGuideAboveThePostedTopCorrectsTheFrame() {
        // iOS 26 posts leave out an input accessory view (Chatto PR 797) or an
        // autofill strip (firefox-ios PR 30146); the guide has them.
        var check = KeyboardGuideCheck()
        _ = check.read(.keyboard(top: nil), state: hidden)   // attached in advance: its first reading, at rest
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 464), state: shown(336))
        #expect(check.didEvent(shown(336)) == .correct(TestScreen.docked(height: 380)))
        #expect(check.isFollowed)
    }

    @Test func anEmptyReadingIsATransientThatCountsForNothing() {
        // layoutBox/PinLayout issue 241: `.zero` before the guide's first layout.
        var check = settledAfterAShow()
        let zero = KeyboardLayoutGuideReading(guideFrame: .zero, viewFrame: phone, restingBandHeight: 34, screenBounds: phone)
        #expect(check.read(zero, state: shown(336)) == .none)
        #expect(check.isFollowed)
        _ = check.willEvent()
        _ = check.read(zero, state: shown(336))
        _ = check.read(.keyboard(top: 508), state: shown(336))
        #expect(check.didEvent(shown(336)) == .none, "judged on the reading that meant something")
        #expect(check.read(.keyboard(top: 644), state: shown(336)) == .follow(TestScreen.docked(height: 200)))
    }

    @Test func theHostsFirstReadingCorrectsNothing() {
        // Feedback FB18129551: on iPadOS 26 the guide sits above an input
        // accessory view the first time a text view becomes first responder.
        var check = KeyboardGuideCheck()
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 464), state: shown(336))
        #expect(check.didEvent(shown(336)) == .none, "not trusted: the host's first reading")
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 464), state: shown(336))
        #expect(check.didEvent(shown(336)) == .correct(TestScreen.docked(height: 380)), "trusted from the second")
    }

    @Test func aStaleTallerReadingDoesNotCorrectAKeyboardThatShrank() {
        // Both events of a transition before the guide's layout (cmux PR 10006):
        // the last reading is the taller keyboard's.
        var check = settledAfterAShow()
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 464), state: shown(336))
        #expect(check.didEvent(shown(336)) == .correct(TestScreen.docked(height: 380)))
        _ = check.willEvent()
        #expect(check.didEvent(shown(300)) == .none, "the keyboard shrank: wait for a layout pass")
        #expect(check.read(.keyboard(top: 500), state: shown(300)) == .correct(TestScreen.docked(height: 344)))
    }

    @Test func aGuideCoveringOnlyWhatThePostsLeaveOutCorrectsThem() {
        // A sheet whose bottom (520) lies between the guide's top (464, an
        // accessory bar included) and the posted top (553).
        let sheet = CGRect(x: 0, y: 100, width: 390, height: 420)
        var check = KeyboardGuideCheck()
        _ = check.read(.keyboard(top: nil, view: sheet, restingBandHeight: 0), state: .unknown)
        _ = check.willEvent()
        _ = check.read(.keyboard(top: 464, view: sheet, restingBandHeight: 0), state: shown(291))
        #expect(check.didEvent(shown(291)) == .correct(TestScreen.docked(height: 380)))
        #expect(check.isFollowed)
    }

    @Test func aGuideAtRestBetweenPostsAfterItAgreedTellsAHideIfTheEditedInputLeftItsWindow() {
        // wikipedia-ios PR 6186: the keyboard leaves with no hide post. At the
        // end of a drag the guide rests too, but the input is still there: the
        // session asks (KeyboardGuideSession, UnannouncedHideTests).
        var check = settledAfterAShow()
        #expect(check.read(.keyboard(top: nil), state: shown(336)) == .none)
        #expect(check.asksWhetherEditingInputLeft)
        #expect(check.isFollowed)
        var joined = KeyboardGuideCheck()
        _ = joined.read(.keyboard(top: nil), state: shown(336))
        #expect(!joined.asksWhetherEditingInputLeft, "not before it agreed once")
    }

    @Test func aGuideAtRestOverAViewTheKeyboardDoesNotCoverHidesNothing() {
        // A sheet lifted above the keyboard rests rightly: its input leaving proves nothing of the keyboard.
        let sheet = CGRect(x: 0, y: 100, width: 390, height: 300)
        var check = KeyboardGuideCheck()
        _ = check.willEvent()
        _ = check.read(.keyboard(top: nil, view: sheet, restingBandHeight: 0), state: shown(336))
        _ = check.didEvent(shown(336))
        #expect(check.isFollowed)
        #expect(check.read(.keyboard(top: nil, view: sheet, restingBandHeight: 0), state: shown(336)) == .none)
        #expect(!check.asksWhetherEditingInputLeft)
    }

    @Test func aGuideThatWasNotJudgedAtTheLastRestPointHidesNothing() {
        // Agreement is what a judged rest point found, not a settled phase.
        var unjudged = KeyboardGuideCheck()
        _ = unjudged.willEvent(isJudged: false)   // the tracker was attached in this turn
        _ = unjudged.read(.keyboard(top: nil), state: shown(336))
        _ = unjudged.didEvent(shown(336))
        #expect(unjudged.read(.keyboard(top: nil), state: shown(336)) == .none)
        #expect(!unjudged.asksWhetherEditingInputLeft)
        var joined = KeyboardGuideCheck()
        _ = joined.read(.keyboard(top: nil), state: shown(336))   // attached late: a reading from before
        _ = joined.didEvent(shown(336))
        #expect(joined.read(.keyboard(top: nil), state: shown(336)) == .none)
        #expect(!joined.asksWhetherEditingInputLeft)
    }

    @Test func aTransitionTrackingJoinedMidwayIsNotJudged() {
        var check = KeyboardGuideCheck()
        _ = check.read(.keyboard(top: nil), state: shown(336))   // attached late: a reading from before
        #expect(check.didEvent(shown(336)) == .none)
        #expect(check.isFollowed)
    }

    @Test func aTransitionBeginningInTheTurnTheTrackerWasAttachedIsNotJudged() {
        // A guide first pinned in the turn of a keyboard post misses that
        // transition (react-native-keyboard-controller PR 1158).
        var check = KeyboardGuideCheck()
        _ = check.willEvent(isJudged: false)
        #expect(check.read(.keyboard(top: nil), state: shown(336)) == .none, "not a drag frame")
        #expect(check.didEvent(shown(336)) == .none)
        #expect(check.isFollowed)
        #expect(check.read(.keyboard(top: 644), state: shown(336)) == .follow(TestScreen.docked(height: 200)))
    }

    @Test func aHostThatMovedIsJudgedWhereItIsNow() {
        // UIKit lifts an iPad form sheet without resizing it; its guide, at rest, gives no reading.
        let pad = TestScreen.pad
        let keyboard = KeyboardState.shown(at: TestScreen.docked(height: 398, on: pad), screen: nil, isLocal: true)
        let sheet = CGRect(x: 242, y: 373, width: 540, height: 620)
        let lifted = CGRect(x: 242, y: 348, width: 540, height: 620)
        func resting(in view: CGRect) -> KeyboardLayoutGuideReading {
            .keyboard(top: nil, view: view, restingBandHeight: 0, screen: pad)
        }
        var stale = KeyboardGuideCheck()
        _ = stale.willEvent()
        _ = stale.read(resting(in: sheet), state: keyboard)
        #expect(stale.didEvent(keyboard) == .stop(.stuckAtRest), "judged where the sheet was")
        var check = KeyboardGuideCheck()
        _ = check.willEvent()
        _ = check.read(resting(in: sheet), state: keyboard)
        check.hostIsNow(resting(in: lifted))
        #expect(check.didEvent(keyboard) == .none)
        #expect(check.isFollowed)
    }

    @Test func aGuideTellsAKeyboardThePoolDidNotKnow() {
        // A pool created with the keyboard up hears no post until it moves.
        var check = KeyboardGuideCheck()
        #expect(check.read(.keyboard(top: 508), state: .unknown) == .correct(TestScreen.docked(height: 336)))
        #expect(check.read(.keyboard(top: nil), state: .unknown) == .none, "a guide at rest may have missed it")
    }

    @Test func aGuideNeverBringsBackAHiddenKeyboard() {
        var check = settledAfterAShow()
        _ = check.willEvent()
        _ = check.read(.keyboard(top: nil), state: hidden)
        _ = check.didEvent(hidden)
        #expect(check.read(.keyboard(top: 644), state: hidden) == .none)
    }
}
