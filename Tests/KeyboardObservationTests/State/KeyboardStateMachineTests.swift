import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// The one reducer alone: what each post does to the keyboard state, without a pool.
struct KeyboardStateMachineTests {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    private let offScreen = CGRect(x: 0, y: 844, width: 390, height: 336)

    /// Applies each post in turn.
    private func machine(after posts: [(KeyboardEvent, CGRect)]) -> KeyboardStateMachine {
        var machine = KeyboardStateMachine()
        for (event, frame) in posts {
            machine.apply(event, info: keyboardInfo(end: frame))
        }
        return machine
    }

    /// UIKit's four posts for a show, then for a hide.
    private func show(_ height: CGFloat) -> [(KeyboardEvent, CGRect)] {
        [.willChangeFrame, .willShow, .didChangeFrame, .didShow].map { ($0, TestScreen.docked(height: height)) }
    }

    private func hide() -> [(KeyboardEvent, CGRect)] {
        [.willChangeFrame, .willHide, .didChangeFrame, .didHide].map { ($0, offScreen) }
    }

    @Test func startsUnknownWithNoFrame() {
        let state = KeyboardStateMachine().state
        #expect(state.placement == .unknown)
        #expect(!state.isShown)
        #expect(state.frame == nil)
        #expect(state.bottomOverlap(on: screen) == 0)
        #expect(KeyboardStateMachine().lastInfo == nil)
    }

    @Test func uikitsShowAndHideSequencesShowThenHide() {
        let shown = machine(after: show(336))
        #expect(shown.state.isShown)
        #expect(shown.state.frame == TestScreen.docked(height: 336))
        #expect(shown.state.bottomOverlap(on: screen) == 336)
        let hidden = machine(after: show(336) + hide())
        #expect(!hidden.state.isShown)
        #expect(hidden.state.bottomOverlap(on: screen) == 0)
    }

    @Test func aHardwareKeyboardsShortcutBarCovers() {
        #expect(machine(after: show(55)).state.bottomOverlap(on: screen) == 55)
    }

    @Test func aFloatingKeyboardIsShownButCoversNothing() {
        let floating = CGRect(x: 40, y: 380, width: 320, height: 260)
        let state = machine(after: [(.willShow, floating), (.willChangeFrame, .zero)]).state
        #expect(state.isShown)
        #expect(state.bottomOverlap(on: screen) == 0)
    }

    @Test func aHideHidesWhateverFrameItCarries() {
        // iOS 26 has posted a 44 pt end frame on hide.
        let state = machine(after: show(336) + [(.willHide, TestScreen.docked(height: 44))]).state
        #expect(!state.isShown)
        #expect(state.bottomOverlap(on: screen) == 0)
        #expect(state.frame == TestScreen.docked(height: 44))
    }

    @Test func frameChangesMoveAShownKeyboard() {
        let state = machine(after: show(300) + [(.willChangeFrame, TestScreen.docked(height: 380))]).state
        #expect(state.isShown)
        #expect(state.bottomOverlap(on: screen) == 380)
    }

    @Test func aLoneDockedFrameChangeBeforeAnyShowOrHideCounts() {
        // The pool started listening with a keyboard already up; a rotation's
        // frame change is the first thing it hears.
        let state = machine(after: [(.willChangeFrame, TestScreen.docked(height: 300))]).state
        #expect(state.isShown)
        #expect(state.bottomOverlap(on: screen) == 300)
    }

    @Test func aLoneOffScreenFrameChangeCoversNothing() {
        #expect(machine(after: [(.willChangeFrame, offScreen)]).state.bottomOverlap(on: screen) == 0)
    }

    @Test func withoutAScreenAFrameChangeNeverShowsAHiddenKeyboard() {
        // Before iOS 16.1 a post names no screen: the willShow that follows shows it.
        let hidden = machine(after: show(300) + hide())
        var moved = hidden
        moved.apply(.willChangeFrame, info: keyboardInfo(end: TestScreen.docked(height: 336)))
        #expect(moved.state == hidden.state)
        #expect(!moved.state.isShown)
    }

    // MARK: The post's screen (iOS 16.1+)

    private let screenValue = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), identifier: 7)

    /// Applies one post with the screen as its object; whether the state changed.
    private func changes(_ machine: inout KeyboardStateMachine, _ event: KeyboardEvent, end: CGRect) -> Bool {
        let before = machine.state
        machine.apply(event, info: keyboardInfo(end: end), screen: screenValue)
        return machine.state != before
    }

    /// Applies each post with the screen as its object.
    private func machineOnScreen(after posts: [(KeyboardEvent, CGRect)]) -> KeyboardStateMachine {
        var machine = KeyboardStateMachine()
        for (event, frame) in posts {
            machine.apply(event, info: keyboardInfo(end: frame), screen: screenValue)
        }
        return machine
    }

    @Test func theFirstPostOfAShowReadsTheKeyboardItAnnounces() {
        var machine = machineOnScreen(after: show(300) + hide())
        let changed = changes(&machine, .willChangeFrame, end: TestScreen.docked(height: 336))
        #expect(changed)
        #expect(machine.state.placement == .docked)
        #expect(machine.state.frame == TestScreen.docked(height: 336))
        #expect(machine.state.screen == screenValue)
        let changedAgain = changes(&machine, .willShow, end: TestScreen.docked(height: 336))
        #expect(!changedAgain, "willShow changes nothing more")
    }

    @Test func theFirstPostOfAHideReadsTheKeyboardGone() {
        var machine = machineOnScreen(after: show(336))
        let changed = changes(&machine, .willChangeFrame, end: offScreen)
        #expect(changed)
        #expect(!machine.state.isShown)
        #expect(machine.state.placement == .hidden)
        let changedAgain = changes(&machine, .willHide, end: offScreen)
        #expect(!changedAgain)
    }

    @Test func withoutAScreenAHidesFirstPostIsToldFromItsFrames() {
        // UIKit's hide slides the keyboard down by its own height: the end frame starts where the begin frame ended.
        var machine = machine(after: show(336))
        let slidOut = KeyboardInfo(
            beginFrame: TestScreen.docked(height: 336), endFrame: offScreen, animationDuration: 0.25, animationCurve: .keyboard,
            isLocal: true
        )
        machine.apply(.willChangeFrame, info: slidOut)
        #expect(machine.state.placement == .hidden)
    }

    @Test func aFrameChangeMovingAboutBelowTheScreenChangesNothing() {
        var machine = machineOnScreen(after: show(336) + hide())
        let changed = changes(&machine, .willChangeFrame, end: offScreen.offsetBy(dx: 0, dy: 10))
        #expect(!changed)
    }

    @Test func placementsFollowTheFrameAndTheScreen() {
        #expect(machineOnScreen(after: show(336)).state.placement == .docked)
        #expect(machineOnScreen(after: show(55)).state.placement == .hardwareKeyboardBar)
        #expect(machineOnScreen(after: show(100)).state.placement == .hardwareKeyboardBar, "the limit is a bar")
        #expect(machineOnScreen(after: show(101)).state.placement == .docked)
        // A bar posted at the whole keyboard's height, 55 pt of it on the screen (Stack Overflow 32319697).
        let barOfAWholeKeyboard = CGRect(x: 0, y: TestScreen.phone.maxY - 55, width: 390, height: 313)
        #expect(machineOnScreen(after: [(.willShow, barOfAWholeKeyboard)]).state.placement == .hardwareKeyboardBar)
        let floating = CGRect(x: 40, y: 380, width: 320, height: 260)
        #expect(machineOnScreen(after: [(.willShow, floating)]).state.placement == .undocked)
        #expect(machineOnScreen(after: [(.willShow, .zero)]).state.placement == .undocked)
        #expect(machine(after: [(.willShow, floating)]).state.placement == .docked, "without a screen: from its height")
    }

    @Test func anotherAppsKeyboardIsToldApart() {
        var machine = KeyboardStateMachine()
        machine.apply(
            .willShow,
            info: KeyboardInfo(
                beginFrame: offScreen, endFrame: TestScreen.docked(height: 336), animationDuration: 0.25,
                animationCurve: .keyboard, isLocal: false
            ),
            screen: screenValue
        )
        #expect(machine.state.isLocal == false)
        #expect(machine.state.isShown)
    }

    @Test func aKeyboardOnAnotherScreenCoversNothingOfAView() {
        let state = machineOnScreen(after: show(336)).state
        var here = KeyboardViewGeometry(screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 0)
        here.screenIdentifier = 7
        var external = here
        external.screenIdentifier = 8   // an external display
        #expect(state.overlap(in: here).coveredHeight == 336)
        #expect(state.overlap(in: external) == KeyboardOverlap(coveredHeight: 0, contentInset: 0))
        let unsaid = KeyboardViewGeometry(screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 0)
        #expect(state.overlap(in: unsaid).coveredHeight == 336, "a view that does not say is on the keyboard's screen")
    }

    @Test func everyCapturedSequenceKeepsItsMeaningWithAScreenOrWithout() {
        let rotated = CGRect(x: 0, y: 228, width: 844, height: 162)   // landscape, while shown
        let sequences: [(name: String, posts: [(KeyboardEvent, CGRect)], shown: Bool, covers: CGFloat)] = [
            ("hardware keyboard bar", show(55), true, 55),
            ("zero-height frame", [(.willShow, CGRect(x: 0, y: 844, width: 390, height: 0))], true, 0),
            ("undocked", [(.willShow, CGRect(x: 40, y: 380, width: 320, height: 260))], true, 0),
            ("rotation", show(336) + [(.willChangeFrame, rotated)], true, 0),
            ("iOS 26 hide leftover", show(336) + [(.willHide, TestScreen.docked(height: 44))], false, 0),
            ("echoes", [(.willShow, TestScreen.docked(height: 336)), (.didShow, TestScreen.docked(height: 100))], true, 336),
            ("lone didHide", show(216) + [(.didHide, offScreen)], false, 0),
            ("lone didShow", [(.didShow, TestScreen.docked(height: 336))], true, 336),
        ]
        for sequence in sequences {
            for onScreen in [false, true] {
                let state = (onScreen ? machineOnScreen(after: sequence.posts) : machine(after: sequence.posts)).state
                #expect(state.isShown == sequence.shown, "\(sequence.name), screen: \(onScreen)")
                #expect(state.bottomOverlap(on: screen) == sequence.covers, "\(sequence.name), screen: \(onScreen)")
            }
        }
    }

    @Test func aRepeatedShowGivesAnEqualState() {
        let once = machine(after: show(336))
        let twice = machine(after: show(336) + show(336))
        #expect(once.state == twice.state)
    }

    // MARK: Did-events: an echo changes nothing, a lone one is news

    @Test func didEventsThatEchoTheirWillEventChangeNothing() {
        var machine = machine(after: [(.willShow, TestScreen.docked(height: 336))])
        let shown = machine.state
        // The echo carries another frame on purpose: it must not be applied.
        machine.apply(.didShow, info: keyboardInfo(end: TestScreen.docked(height: 100)))
        #expect(machine.state == shown)
        machine.apply(.willChangeFrame, info: keyboardInfo(end: TestScreen.docked(height: 300)))
        let moved = machine.state
        machine.apply(.didChangeFrame, info: keyboardInfo(end: TestScreen.docked(height: 100)))
        #expect(machine.state == moved)
    }

    @Test func aDidHideAfterTheNextWillShowDoesNotHideTheKeyboardComingUp() {
        // Focus moved to a field while the keyboard slid out: UIKit's new
        // willShow arrives between the hide's willHide and its didHide.
        let state = machine(after: show(336) + [
            (.willChangeFrame, offScreen), (.willHide, offScreen),
            (.willChangeFrame, TestScreen.docked(height: 336)), (.willShow, TestScreen.docked(height: 336)),
            (.didChangeFrame, offScreen), (.didHide, offScreen),
        ]).state
        #expect(state.isShown)
        #expect(state.bottomOverlap(on: screen) == 336)
    }

    @Test func aLoneDidHideHidesTheKeyboard() {
        // A hardware keyboard on iOS 9 posted didHide alone (DCIntrospect-ARC#44).
        let state = machine(after: show(216) + [(.didHide, offScreen)]).state
        #expect(!state.isShown)
        #expect(state.bottomOverlap(on: screen) == 0)
    }

    @Test func aLoneDidShowShowsTheKeyboardAtItsEndFrame() {
        // The pool started listening between UIKit's willShow and didShow.
        let state = machine(after: [(.didShow, TestScreen.docked(height: 336))]).state
        #expect(state.isShown)
        #expect(state.bottomOverlap(on: screen) == 336)
    }

    @Test func aLoneDidShowAfterAHideShowsTheKeyboard() {
        let state = machine(after: show(336) + hide() + [(.didShow, TestScreen.docked(height: 300))]).state
        #expect(state.isShown)
        #expect(state.frame == TestScreen.docked(height: 300))
    }

    @Test func aLoneDidChangeFrameMovesAShownKeyboard() {
        let state = machine(after: show(336) + [(.didChangeFrame, TestScreen.docked(height: 380))]).state
        #expect(state.bottomOverlap(on: screen) == 380)
    }

    @Test func anEchoIsConsumedOnce() {
        // The second didShow has no willShow left to echo: it is news.
        var machine = machine(after: [(.willShow, TestScreen.docked(height: 336)), (.didShow, TestScreen.docked(height: 336))])
        machine.apply(.willHide, info: keyboardInfo(end: offScreen))
        machine.apply(.didShow, info: keyboardInfo(end: TestScreen.docked(height: 300)))
        #expect(machine.state.isShown)
        #expect(machine.state.frame == TestScreen.docked(height: 300))
    }

    // MARK: Live frames

    @Test func liveFramesMoveOnlyAShownKeyboard() {
        var machine = KeyboardStateMachine()
        let beforeShow = machine.applyLiveFrame(TestScreen.docked(height: 200))
        #expect(!beforeShow)   // nothing shown yet
        machine.apply(.willShow, info: keyboardInfo(end: TestScreen.docked(height: 336)))
        let whileShown = machine.applyLiveFrame(TestScreen.docked(height: 200))
        #expect(whileShown)
        #expect(machine.state.bottomOverlap(on: screen) == 200)
        let sameFrame = machine.applyLiveFrame(TestScreen.docked(height: 200))
        #expect(!sameFrame)
        machine.apply(.willHide, info: keyboardInfo(end: offScreen))
        let afterHide = machine.applyLiveFrame(TestScreen.docked(height: 120))
        #expect(!afterHide)   // a drag after the hide
        #expect(machine.state.bottomOverlap(on: screen) == 0)
    }

    @Test func theLastPayloadIsKeptForItsTiming() {
        var machine = KeyboardStateMachine()
        let slow = KeyboardInfo(
            beginFrame: offScreen, endFrame: TestScreen.docked(height: 336), animationDuration: 0.4,
            animationCurve: .easeOut, isLocal: true
        )
        machine.apply(.willShow, info: slow)
        #expect(machine.lastInfo == slow)
    }

    // MARK: The value

    @Test func dockedMeansWhatItMeansForTheBehaviors() {
        // Ends a fraction of a point short of the bottom edge (3× screens): still docked.
        let state = machine(after: [(.willShow, CGRect(x: 0, y: 507.67, width: 390, height: 336))]).state
        let behaviors = KeyboardOverlap(
            keyboardFrame: state.frame, screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 0
        )
        #expect(state.bottomOverlap(on: screen) == behaviors.coveredHeight)
        #expect(state.bottomOverlap(on: screen) > 336)
    }

    @Test func onlyTheOnScreenPartOfATallerFrameCounts() {
        let state = machine(after: [(.willShow, CGRect(x: 0, y: 544, width: 390, height: 400))]).state
        #expect(state.bottomOverlap(on: screen) == 300)
        #expect(state.bottomOverlap(on: CGRect(x: 0, y: 0, width: 390, height: 500)) == 0)
    }
}
