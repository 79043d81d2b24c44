import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Keyboard regressions other projects met on devices, each as the posts and
/// guide readings their reports describe — **as described, not captured**:
/// no report quotes every value, so the frames are the reports' shapes on a
/// 390 × 844 phone (or a 1024 × 1366 iPad) — and the package's decision.
///
/// The screen's guide is laid out only where a scenario says (`.manual`), as
/// the tracker of a root view would read it; a content-inset behavior on a
/// full-screen scroll view (34 pt home indicator) shows what a screen gets.
@MainActor
struct DeviceRegressionScenarioTests {
    private let fixture = PoolFixture(guide: .manual)
    private let scrollView = FakeScrollView()

    /// UIKit's posts of one transition with the screen's guide laid out between
    /// the will- and did-posts (`nil`: not laid out at all).
    private func transition(_ will: KeyboardEvent, _ did: KeyboardEvent, to end: CGRect, guide reading: KeyboardLayoutGuideReading?) {
        let info = keyboardInfo(end: end)
        fixture.keyboard.post(.willChangeFrame, info: info)
        fixture.keyboard.post(will, info: info)
        if let reading { fixture.keyboard.layOutGuide(reading) }
        fixture.keyboard.post(.didChangeFrame, info: info)
        fixture.keyboard.post(did, info: info)
    }

    private let below = CGRect(x: 0, y: 844, width: 390, height: 336)

    /// An inset behavior on the scroll view, the screen up (its guide
    /// followed) before the keyboard moves.
    private func insetBehaviorOnAScreenAlreadyUp() async -> KeyboardContentInsetBehavior {
        let behavior = fixture.insetBehavior(on: scrollView)
        await nextMainQueueTurn()
        return behavior
    }

    /// react-native-keyboard-controller PRs 1158 and 1170 (iOS 26): a
    /// window's own guide is "not tracking any updates". Decision: after one
    /// whole transition without a layout pass the guide is not followed, a
    /// debug build says so once, and a drag moves the screen only when its
    /// posts come. Tried again after the hide, it is found silent again.
    @Test func aGuideThatNeverMovesIsDroppedAndThePostsCarryOn() async {
        let behavior = await insetBehaviorOnAScreenAlreadyUp()
        let reported = diagnostics {
            transition(.willShow, .didShow, to: TestScreen.docked(height: 336), guide: nil)
            transition(.willHide, .didHide, to: below, guide: nil)
        }
        await nextMainQueueTurn()
        let reportedAgain = diagnostics {
            transition(.willShow, .didShow, to: TestScreen.docked(height: 336), guide: nil)
            fixture.keyboard.layOutGuide(.keyboard(top: 644))   // whatever it might say during a drag
        }
        #expect(reported == [.layoutGuideNotFollowed(.silent)])
        #expect(reportedAgain.isEmpty, "said once for a host")
        #expect(scrollView.keyboardBottomInsets.content == 302)
        withExtendedLifetime(behavior) {}
    }

    /// cmux PR 9958 (iOS 27 betas): the guide stays at the screen's bottom
    /// while the keyboard is up. Decision: not followed from the show's
    /// did-event; the posted frame stands.
    @Test func aGuideStuckAtTheBottomUnderAnOpenKeyboardIsDropped() async {
        let behavior = await insetBehaviorOnAScreenAlreadyUp()
        let reported = diagnostics {
            transition(.willShow, .didShow, to: TestScreen.docked(height: 336), guide: .keyboard(top: nil))
        }
        #expect(reported == [.layoutGuideNotFollowed(.stuckAtRest)])
        fixture.keyboard.layOutGuide(.keyboard(top: 644))
        #expect(scrollView.keyboardBottomInsets.content == 302)
        withExtendedLifetime(behavior) {}
    }

    /// cmux PR 10810 (iOS 27 betas): frames are "misreported outside the
    /// keyboardWillChangeFrame transaction"; the will-frame is right.
    /// Decision: a did-event that echoes its will-event moves nothing.
    @Test func misreportedDidFramesMoveNothing() async {
        let behavior = await insetBehaviorOnAScreenAlreadyUp()
        let right = keyboardInfo(end: TestScreen.docked(height: 336))
        let wrong = keyboardInfo(end: TestScreen.docked(height: 250))
        fixture.keyboard.post(.willChangeFrame, info: right)
        fixture.keyboard.post(.willShow, info: right)
        fixture.keyboard.post(.didChangeFrame, info: wrong)
        fixture.keyboard.post(.didShow, info: wrong)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 336))
        #expect(scrollView.keyboardBottomInsets.content == 302)
        withExtendedLifetime(behavior) {}
    }

    /// cmux PR 9663: a reader that arrives after the keyboard rose hears no
    /// post until the keyboard moves again. Decision: the pool says it does
    /// not know (covering nothing) until a post comes or a guide it follows
    /// reads the keyboard; a guide at rest proves nothing (a view installed
    /// late misses the transition).
    @Test func aPoolCreatedOverAnOpenKeyboardLearnsItFromTheGuide() async {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(notificationCenter: center, postsScreen: true, guide: .manual)
        keyboard.show(height: 336)   // before the pool exists
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let view = FakeScrollView()
        var causes: [KeyboardChange.Cause] = []
        let token = pool.observeChanges { causes.append($0.cause) }
        let behavior = KeyboardContentInsetBehavior(target: view, pool: pool, animation: .immediate)
        await nextMainQueueTurn()   // the screen was up before the keyboard moved
        #expect(pool.keyboardState.placement == .unknown)
        #expect(view.keyboardBottomInsets.content == 0)
        keyboard.layOutGuide(.keyboard(top: nil))
        #expect(pool.keyboardState.placement == .unknown, "a guide at rest may have missed the keyboard")
        keyboard.layOutGuide(.keyboard(top: 508))
        #expect(pool.keyboardState.placement == .docked)
        #expect(view.keyboardBottomInsets.content == 302)
        #expect(causes == [.layoutGuide])
        withExtendedLifetime((token, behavior)) {}
    }

    /// A part of the keyboard the posts leave out and the guide has: the
    /// posted keyboard's height and the guide's top, then the keyboard's
    /// height once corrected and the inset it gives.
    struct LeftOutPart: Sendable, CustomTestStringConvertible {
        let name: String
        let posted: CGFloat, guideTop: CGFloat
        let corrected: CGFloat, inset: CGFloat
        var testDescription: String { name }
    }

    nonisolated static let leftOutParts: [LeftOutPart] = [
        // firefox-ios PR 30146 (iOS 26): with autofill suggestions the end frame
        // is "occasionally incorrect" (the bottom bar was trimmed: the posted
        // keyboard leaves out the credentials strip). Decision: the guide, whose
        // top is above the posted one, corrects the frame at the did-event.
        LeftOutPart(
            name: "an autofill strip (firefox-ios PR 30146)", posted: 336, guideTop: 464, corrected: 380, inset: 346
        ),
        // Chatto PR 797 (iOS 26): the keyboard frame no longer includes the
        // input accessory view (a 45 pt chat bar). Decision: as for autofill, the
        // guide's higher top corrects the frame.
        LeftOutPart(
            name: "an input accessory view (Chatto PR 797)", posted: 291, guideTop: 508, corrected: 336, inset: 302
        ),
    ]

    @Test(arguments: leftOutParts)
    func aPartOfTheKeyboardThePostsLeaveOutIsCorrectedByTheGuide(_ part: LeftOutPart) async {
        let behavior = await insetBehaviorOnAScreenAlreadyUp()
        fixture.keyboard.layOutGuide(.keyboard(top: nil))   // its tracker's first layout, at rest
        let posted = TestScreen.docked(height: part.posted)
        transition(.willShow, .didShow, to: posted, guide: .keyboard(top: part.guideTop))
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: part.corrected))
        #expect(scrollView.keyboardBottomInsets.content == part.inset)
        withExtendedLifetime(behavior) {}
    }

    /// The same reports, continued: UIKit posts the frame without the input
    /// accessory view again while the keyboard stays where it is (focus moving
    /// to another field re-posts the show). The guide has nothing to lay out.
    /// Decision: its last reading, still above the posted top, corrects the
    /// frame again at the did-event, and the guide stays followed.
    @Test func aLeftOutPartPostedAgainIsCorrectedAgainAndTheGuideStaysFollowed() async {
        let behavior = await insetBehaviorOnAScreenAlreadyUp()
        fixture.keyboard.layOutGuide(.keyboard(top: nil))   // its tracker's first layout, at rest
        transition(.willShow, .didShow, to: TestScreen.docked(height: 291), guide: .keyboard(top: 508))
        let reported = diagnostics {
            transition(.willShow, .didShow, to: TestScreen.docked(height: 291), guide: nil)
        }
        #expect(reported.isEmpty, "the guide is still followed: \(reported)")
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 336))
        #expect(scrollView.keyboardBottomInsets.content == 302)
        fixture.keyboard.layOutGuide(.keyboard(top: 644))   // a drag follows the guide still
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 200))
        withExtendedLifetime(behavior) {}
    }

    /// A will-event's handler lays out the guide's host (a constraint
    /// behavior's animated write calls `layoutIfNeeded()` on the root view)
    /// before the guide has moved. Decision: that reading belongs to the
    /// transition, which began before any handler ran; it is not a drag frame
    /// that takes the keyboard back to where it was.
    @Test func aLayoutPassDuringAWillEventsHandlersDoesNotTakeTheKeyboardBack() async {
        transition(.willShow, .didShow, to: TestScreen.docked(height: 336), guide: .keyboard(top: 508))
        var frames: [CGRect?] = []
        let token = fixture.pool.observeChanges(followingLiveFrames: true) { change in
            frames.append(change.current.frame)
            if change.cause == .post(.willChangeFrame) {
                fixture.keyboard.layOutGuide(.keyboard(top: 508))   // the old frame: the guide has not moved yet
            }
        }
        await nextMainQueueTurn()
        transition(.willChangeFrame, .didChangeFrame, to: TestScreen.docked(height: 380), guide: .keyboard(top: 464))
        #expect(frames == [TestScreen.docked(height: 380)])
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 380))
        withExtendedLifetime(token) {}
    }

    /// DuckDuckGo PR 1898 (iOS 26): "invalid/missing keyboard frame updates
    /// when keyboard is shown and hidden rapidly". Decision: the state
    /// follows the will-events; a missing did-event changes nothing, a late
    /// one is an echo.
    @Test func aRapidShowAndHideMissingItsDidEventsEndsWhereTheLastPostPutIt() async {
        let behavior = await insetBehaviorOnAScreenAlreadyUp()
        let up = keyboardInfo(end: TestScreen.docked(height: 336))
        let down = keyboardInfo(end: below)
        fixture.keyboard.post(.willShow, info: up)
        fixture.keyboard.post(.willHide, info: down)   // the show's didShow never comes
        #expect(scrollView.keyboardBottomInsets.content == 0)
        fixture.keyboard.post(.willShow, info: up)
        fixture.keyboard.post(.didHide, info: down)    // the hide's, arriving late: an echo
        #expect(scrollView.keyboardBottomInsets.content == 302)
        withExtendedLifetime(behavior) {}
    }

    /// Feedback FB18129544 (iPadOS 26, an input accessory view): frames
    /// arrive in a view's coordinates, here a Stage Manager window at
    /// (100, 100): a docked 400 pt keyboard posted 100 pt up and left. The
    /// posts alone read an undocked keyboard that covers nothing. Decision:
    /// the guide, which moved to the docked keyboard, corrects the frame at
    /// the did-event. Without a guide (or one found wrong) the posts' frame
    /// stands, and the window is not inset.
    @Test func framesInAViewsCoordinatesAreCorrectedByAGuideThatMoved() async {
        let pad = TestScreen.pad
        let fixture = PoolFixture(screen: pad, guide: .manual)
        let window = CGRect(x: 100, y: 100, width: 700, height: 1100)
        let view = FakeScrollView(
            geometry: KeyboardViewGeometry(screenBounds: pad, viewFrame: window, safeAreaBottomInset: 0),
            automaticBottomInset: 0
        )
        let behavior = fixture.insetBehavior(on: view)
        await nextMainQueueTurn()   // the screen was up before the keyboard moved
        let inViewCoordinates = keyboardInfo(end: CGRect(x: -100, y: 866, width: 1024, height: 400))
        fixture.keyboard.post(.willShow, info: inViewCoordinates)
        #expect(fixture.pool.keyboardState.placement == .undocked)
        fixture.keyboard.layOutGuide(
            KeyboardLayoutGuideReading(
                guideFrame: CGRect(x: 100, y: 966, width: 700, height: 234), viewFrame: window,
                restingBandHeight: 0, screenBounds: pad
            )
        )
        fixture.keyboard.post(.didShow, info: inViewCoordinates)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 400, on: pad))
        #expect(view.keyboardBottomInsets.content == 234)
        withExtendedLifetime(behavior) {}
    }

    /// Feedback FB18129551 (iOS and iPadOS 26, an input accessory view): after
    /// an interactive dismissal the guide ends above the safe area. Decision:
    /// the posts decide the keyboard is hidden and that guide is not followed
    /// while it is; the next show tries it afresh (a host found wrong is not
    /// dropped for good), and one that agrees then is followed again.
    @Test func aGuideLeftUpAfterADismissalIsDropped() async {
        let behavior = await insetBehaviorOnAScreenAlreadyUp()
        transition(.willShow, .didShow, to: TestScreen.docked(height: 336), guide: .keyboard(top: 508))
        fixture.keyboard.layOutGuide(.keyboard(top: 644))   // the drag, followed
        #expect(scrollView.keyboardBottomInsets.content == 166)
        let reported = diagnostics {
            transition(.willHide, .didHide, to: below, guide: .keyboard(top: 760))
        }
        #expect(reported == [.layoutGuideNotFollowed(.stuckCovering)])
        #expect(scrollView.keyboardBottomInsets.content == 0)
        fixture.keyboard.layOutGuide(.keyboard(top: 644))
        #expect(scrollView.keyboardBottomInsets.content == 0, "not followed while the keyboard is hidden")
        await nextMainQueueTurn()
        transition(.willShow, .didShow, to: TestScreen.docked(height: 336), guide: .keyboard(top: 508))
        fixture.keyboard.layOutGuide(.keyboard(top: 644))
        #expect(scrollView.keyboardBottomInsets.content == 166, "tried again at the next show, and right there")
        withExtendedLifetime(behavior) {}
    }

    /// Feedback FB18129558 (iOS 26): after an input accessory view is removed,
    /// the guide sits underneath the keyboard. Decision: a guide reading less
    /// of its view covered than the posted keyboard is dropped; the posts stand.
    @Test func aGuideBehindTheKeyboardIsDropped() async {
        let behavior = await insetBehaviorOnAScreenAlreadyUp()
        let reported = diagnostics {
            transition(.willShow, .didShow, to: TestScreen.docked(height: 336), guide: .keyboard(top: 600))
        }
        #expect(reported == [.layoutGuideNotFollowed(.behindKeyboard)])
        #expect(scrollView.keyboardBottomInsets.content == 302)
        withExtendedLifetime(behavior) {}
    }
}
