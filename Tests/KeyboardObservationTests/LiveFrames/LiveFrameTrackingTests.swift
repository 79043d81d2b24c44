import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Whose keyboard layout guide a pool follows, and when: a behavior's view's
/// host from the behavior's creation, for as long as something wants live
/// frames; the frames reach the pool by a direct call, at once, and never
/// lay anything out inside the guide's layout pass.
@MainActor
struct LiveFrameTrackingTests {
    /// No simulated screen guide: the only guide is the fake host's.
    private let fixture = PoolFixture(guide: .none)
    private let host = FakeGuideHost()
    /// A scroll view in the host's window.
    private let view: FakeHostedScrollView

    init() {
        view = FakeHostedScrollView(host: host)
    }

    /// A show as a device does it: UIKit's posts, and the guide laid out for the keyboard.
    private func show(height: CGFloat) {
        fixture.keyboard.show(height: height)
        host.layOut(keyboardTop: TestScreen.phone.maxY - height)
    }

    @Test func aBehaviorFollowsItsViewsGuideFromCreation() {
        let behavior = fixture.insetBehavior(on: view)
        #expect(host.trackerCount == 1, "the keyboard is down, and already followed")
        show(height: 336)
        fixture.keyboard.show(height: 380)
        fixture.keyboard.hide()
        #expect(host.trackerCount == 1)
        withExtendedLifetime(behavior) {}
    }

    @Test func dragFramesMoveTheBehaviorAndThePoolAtOnce() {
        let behavior = fixture.insetBehavior(on: view)
        show(height: 336)
        host.layOut(keyboardTop: 644)   // the finger drags the keyboard down
        #expect(view.keyboardBottomInsets.content == 166)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: TestScreen.phone) == 200)
        withExtendedLifetime(behavior) {}
    }

    @Test func aDragIntoTheRestingBandTakesTheKeyboardToTheBandsTop() {
        // A finger that takes the keyboard's top below the home indicator's
        // band's top: the guide rests there, and so does the keyboard's top
        // as the pool knows it, not at the last frame above the band.
        let behavior = fixture.insetBehavior(on: view)
        show(height: 336)
        host.layOut(keyboardTop: 780)
        #expect(view.keyboardBottomInsets.content == 30)
        host.layOut(keyboardTop: nil)   // the guide at rest: the finger is in the band
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 34))
        #expect(view.keyboardBottomInsets.content == 0)
        host.layOut(keyboardTop: 700)   // and back up
        #expect(view.keyboardBottomInsets.content == 110)
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets.content == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func aReleasedBehaviorStopsTracking() {
        var behavior: KeyboardContentInsetBehavior? = fixture.insetBehavior(on: view)
        show(height: 336)
        behavior = nil
        #expect(!host.layOut(keyboardTop: 644))
        #expect(behavior == nil)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 336))
    }

    @Test func aViewWithoutAWindowIsFollowedFromTheNextPost() {
        let windowless = FakeHostedScrollView(host: nil)
        let behavior = fixture.insetBehavior(on: windowless)
        fixture.keyboard.show(height: 336)
        #expect(host.trackerCount == 0)
        windowless.host = host   // the view joined a window
        fixture.keyboard.show(height: 336)
        #expect(host.trackerCount == 1)
        withExtendedLifetime(behavior) {}
    }

    @Test func pausingAndResumingOverAnOpenKeyboardKeepsOneTrackingClosure() {
        let behavior = fixture.insetBehavior(on: view)
        show(height: 336)
        behavior.isEnabled = false
        behavior.isEnabled = true   // viewDidDisappear, viewWillAppear: the keyboard stayed up
        #expect(host.trackerCount == 1)
        host.layOut(keyboardTop: 644)
        #expect(host.trackerCount == 1)
        #expect(view.keyboardBottomInsets.content == 166)
    }

    @Test func aBehaviorCreatedOverAnOpenKeyboardFollowsAtOnce() {
        fixture.keyboard.show(height: 336)
        let behavior = fixture.insetBehavior(on: view)
        #expect(host.trackerCount == 1)
        host.layOut(keyboardTop: 644)
        #expect(view.keyboardBottomInsets.content == 166)
        withExtendedLifetime(behavior) {}
    }

    @Test func aDragFrameNeverLaysOutInsideTheGuidesLayoutPass() {
        let container = FakeHostedContainer(host: host)
        let constraint = FakeConstraint(constant: 0)
        let behavior = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, pool: fixture.pool, animation: .immediate
        )
        show(height: 336)
        #expect(container.layoutCount == 1, "the show's animated write lays out, inside its animation")
        host.layOut(keyboardTop: 644)
        host.layOut(keyboardTop: 744)
        #expect(constraint.keyboardConstant == 66)
        #expect(container.layoutsInsideHostsLayoutPass == 0, "a write from a layout pass lets the pass finish")
        #expect(container.layoutCount == 1)
        withExtendedLifetime(behavior) {}
    }

    /// A behavior on the view, its guide followed; then an input in the
    /// host's window begins editing and the keyboard shows for it.
    private func showTheKeyboardForAnInput() async -> (KeyboardContentInsetBehavior, FakeHostedScrollView) {
        let behavior = fixture.insetBehavior(on: view)
        await nextMainQueueTurn()   // the guide is followed before the keyboard moves
        let input = FakeHostedScrollView(host: host)
        beginEditing(input)
        show(height: 336)
        return (behavior, input)
    }

    /// An input begins editing: UIKit's notification, with the input as its object.
    private func beginEditing(_ input: FakeHostedScrollView) {
        fixture.center.post(name: UIKitTextEditingNotifications.textFieldDidBeginEditing, object: input)
    }

    @Test func aShowAsksTheHostWhereItIsOnceAtItsRestPoint() async {
        // UIKit's show ends with two did-events; only the one that judges the guide needs the host's facts.
        let behavior = fixture.insetBehavior(on: view)
        await nextMainQueueTurn()
        show(height: 336)
        #expect(host.currentReadingsAsked == 1)
        fixture.keyboard.hide()
        #expect(host.currentReadingsAsked == 2)
        withExtendedLifetime(behavior) {}
    }

    @Test func aKeyboardThatLeavesWithItsInputAndNoHidePostIsHidden() async {
        // wikipedia-ios PR 6186: a SwiftUI field popped with its screen takes the keyboard, and UIKit posts no hide.
        let (behavior, input) = await showTheKeyboardForAnInput()
        input.host = nil   // its screen was popped
        host.layOut(keyboardTop: nil)
        #expect(fixture.pool.keyboardState.placement == .hidden)
        #expect(view.keyboardBottomInsets.content == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func aGuideAtRestAtADragsEndHidesNothingWhileTheInputIsInItsWindow() async {
        // The check tells a hide only if the input left; the session asks, outside the pool's lock.
        let (behavior, input) = await showTheKeyboardForAnInput()
        host.layOut(keyboardTop: 700)   // a drag
        host.layOut(keyboardTop: nil)   // its end: the guide rests before UIKit's hide posts
        #expect(fixture.pool.keyboardState.placement == .docked)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 34), "at the band's top")
        withExtendedLifetime((behavior, input)) {}
    }

    @Test func aKeyboardThatLeavesUnannouncedAfterTheGuideRestedAtTheBandIsHiddenWhenTheInputLeaves() async {
        // The guide slid down with a keyboard leaving without posts and rested
        // before the popped screen's input left its window: the keyboard
        // stands at the band's top, and the next reading at rest still asks.
        let (behavior, input) = await showTheKeyboardForAnInput()
        host.layOut(keyboardTop: 700)
        host.layOut(keyboardTop: nil)
        input.host = nil   // its screen was popped
        host.layOut(keyboardTop: nil)
        #expect(fixture.pool.keyboardState.placement == .hidden)
        #expect(view.keyboardBottomInsets.content == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func aGuideLaidOutAgainWhereItWasThenAtRestMovesNothing() {
        // A layout pass that moved nothing (the host resized) is no drag: a
        // guide then at rest with no finger and no post leaves the posted keyboard.
        let behavior = fixture.insetBehavior(on: view)
        show(height: 336)
        host.layOut(keyboardTop: 508)   // the same frame again
        host.layOut(keyboardTop: nil)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 336))
        withExtendedLifetime(behavior) {}
    }

    @Test func aDragFrameIntoTheBandTakesThePoolsLockOnce() {
        let counters = PoolCounters(countingLocks: true)
        let fixture = PoolFixture(counters: counters, guide: .none)
        let host = FakeGuideHost()
        let view = FakeHostedScrollView(host: host)
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        host.layOut(keyboardTop: 508)
        let beforeAbove = counters.locks
        host.layOut(keyboardTop: 780)
        #expect(counters.locks - beforeAbove == 1, "a frame above the band")
        let before = counters.locks
        host.layOut(keyboardTop: nil)
        #expect(counters.locks - before == 1)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 34))
        withExtendedLifetime(behavior) {}
    }

    @Test func anInputFromAnEarlierKeyboardTellsNothingOfALaterOne() async {
        // The keyboard hid with its posts; the next one serves an input that posts no begin-editing (a custom UIKeyInput).
        let (behavior, input) = await showTheKeyboardForAnInput()
        fixture.keyboard.hide()
        host.layOut(keyboardTop: nil)
        input.host = nil   // its screen was popped after the keyboard hid
        show(height: 336)
        host.layOut(keyboardTop: 700)   // a drag
        host.layOut(keyboardTop: nil)   // its end: the guide rests before UIKit's hide posts
        #expect(fixture.pool.keyboardState.placement == .docked)
        withExtendedLifetime(behavior) {}
    }
}

/// Live frames for every follower that asks, with or without a behavior on
/// screen, through the screen's guide (`KeyboardSimulator.drag` lays it out).
@MainActor
struct LiveFramesWithoutABehaviorTests {
    private let fixture = PoolFixture()

    @Test func aChangeObserverFollowingLiveFramesGetsEachDragFrameWithThePreviousOne() {
        var changes: [KeyboardChange] = []
        let token = fixture.pool.observeChanges(followingLiveFrames: true) { changes.append($0) }
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 200)
        #expect(changes.map(\.cause) == [.post(.willChangeFrame), .liveFrame])
        #expect(changes.last?.previous.frame == TestScreen.docked(height: 336))
        #expect(changes.last?.current.frame == TestScreen.docked(height: 200))
        withExtendedLifetime(token) {}
    }

    @Test func withNothingFollowingLiveFramesADragMovesNothing() {
        var calls = 0
        let token = fixture.pool.observe { _, _ in calls += 1 }
        fixture.keyboard.show(height: 336)
        calls = 0
        fixture.keyboard.drag(height: 200)
        #expect(calls == 0)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 336), "no guide is followed")
        withExtendedLifetime(token) {}
    }

    @Test func withoutALayoutGuideADragMovesNothing() {
        // iOS 13 and 14: no keyboard layout guide; the drag ends with its posts.
        let fixture = PoolFixture(guide: .none)
        var frames: [CGRect] = []
        let token = fixture.pool.observe([], followingLiveFrames: true) { _, info in frames.append(info.endFrame) }
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 200)
        #expect(frames.isEmpty)
        withExtendedLifetime(token) {}
    }

    @Test func aFollowerThatStopsEndsTheTrackingOfTheScreensGuide() {
        var frames = 0
        var token: KeyboardSubscription? = fixture.pool.observe([], followingLiveFrames: true) { _, _ in frames += 1 }
        fixture.keyboard.show(height: 336)
        token?.cancel()
        token = nil
        fixture.keyboard.drag(height: 200)
        #expect(frames == 0)
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 336))
    }
}
