import Foundation
import Testing
@testable import KeyboardObservation

/// The value alone: what counts as shown, visible, and how much it covers.
struct KeyboardStateTests {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    private func info(_ frame: CGRect) -> KeyboardInfo {
        KeyboardInfo(beginFrame: frame, endFrame: frame, animationDuration: 0.25, animationCurve: .keyboard,
                     isLocal: true)
    }

    /// Applies `event` and tells whether the state changed.
    private func changes(_ state: inout KeyboardState, _ event: KeyboardEvent, _ info: KeyboardInfo) -> Bool {
        let before = state
        state.apply(event, info: info)
        return state != before
    }

    private func docked(height: CGFloat) -> CGRect {
        CGRect(x: 0, y: 844 - height, width: 390, height: height)
    }

    @Test func startsHiddenWithNoFrame() {
        let state = KeyboardState.hidden
        #expect(!state.isShown)
        #expect(state.frame == nil)
        #expect(state.lastEvent == nil)
        #expect(!(state.bottomOverlap(on: screen) > 0))
        #expect(state.bottomOverlap(on: screen) == 0)
    }

    @Test func aDockedKeyboardIsVisibleAndCoversItsHeight() {
        var state = KeyboardState.hidden
        state.apply(.willShow, info: info(docked(height: 336)))
        #expect(state.isShown)
        #expect(state.frame == docked(height: 336))
        #expect(state.bottomOverlap(on: screen) > 0)
        #expect(state.bottomOverlap(on: screen) == 336)
    }

    @Test func aHardwareKeyboardsShortcutBarIsVisible() {
        var state = KeyboardState.hidden
        state.apply(.willShow, info: info(docked(height: 55)))
        #expect(state.bottomOverlap(on: screen) == 55)
    }

    @Test func aFloatingKeyboardIsShownButNotVisible() {
        var state = KeyboardState.hidden
        state.apply(.willShow, info: info(CGRect(x: 40, y: 380, width: 320, height: 260)))
        #expect(state.isShown)
        #expect(!(state.bottomOverlap(on: screen) > 0))
        #expect(state.bottomOverlap(on: screen) == 0)
        state.apply(.didChangeFrame, info: info(.zero))
        #expect(state.isShown)
        #expect(!(state.bottomOverlap(on: screen) > 0))
    }

    @Test func hideEventsHideTheKeyboardWhateverFrameTheyCarry() {
        var state = KeyboardState.hidden
        state.apply(.willShow, info: info(docked(height: 336)))
        state.apply(.willHide, info: info(docked(height: 44)))
        #expect(!state.isShown)
        #expect(!(state.bottomOverlap(on: screen) > 0))
        #expect(state.frame == docked(height: 44))
        state.apply(.willChangeFrame, info: info(docked(height: 336)))
        #expect(!(state.bottomOverlap(on: screen) > 0))
    }

    @Test func frameChangesMoveAShownKeyboard() {
        var state = KeyboardState.hidden
        state.apply(.willShow, info: info(docked(height: 300)))
        state.apply(.willChangeFrame, info: info(docked(height: 380)))
        #expect(state.isShown)
        #expect(state.lastEvent == .willChangeFrame)
        #expect(state.bottomOverlap(on: screen) == 380)
    }

    @Test func aLoneDockedFrameChangeBeforeAnyShowOrHideCounts() {
        // The pool started listening with a keyboard already up; a rotation's
        // frame change is the first thing it hears.
        var state = KeyboardState.hidden
        state.apply(.willChangeFrame, info: info(docked(height: 300)))
        #expect(state.isShown)
        #expect(state.bottomOverlap(on: screen) == 300)
    }

    @Test func aLoneOffScreenFrameChangeCoversNothing() {
        var state = KeyboardState.hidden
        state.apply(.willChangeFrame, info: info(CGRect(x: 0, y: 844, width: 390, height: 336)))
        #expect(state.bottomOverlap(on: screen) == 0)
    }

    @Test func aFrameChangeAfterAHideDoesNotShowTheKeyboardAgain() {
        var state = KeyboardState.hidden
        state.apply(.willShow, info: info(docked(height: 300)))
        state.apply(.willHide, info: info(docked(height: 300)))
        let changed = changes(&state, .willChangeFrame, info(docked(height: 336)))
        #expect(changed)
        #expect(!state.isShown)
        #expect(state.frame == docked(height: 336))
        #expect(state.bottomOverlap(on: screen) == 0)
    }

    @Test func didEventsChangeNothing() {
        var state = KeyboardState.hidden
        let changed1 = changes(&state, .didShow, info(docked(height: 336)))
        #expect(!changed1)
        #expect(state == .hidden)   // a lone didShow leaves the keyboard down
        state.apply(.willShow, info: info(docked(height: 336)))
        let shown = state
        let changed2 = changes(&state, .didHide, info(docked(height: 336)))
        #expect(!changed2)
        let changed3 = changes(&state, .didChangeFrame, info(docked(height: 100)))
        #expect(!changed3)
        #expect(state == shown)
    }

    @Test func aRepeatedShowChangesNothing() {
        var state = KeyboardState.hidden
        let changed4 = changes(&state, .willShow, info(docked(height: 336)))
        #expect(changed4)
        let changed5 = changes(&state, .willShow, info(docked(height: 336)))
        #expect(!changed5)
    }

    @Test func liveFramesMoveOnlyAShownKeyboard() {
        var state = KeyboardState.hidden
        let beforeShow = state.applyLiveFrame(docked(height: 200))
        #expect(!beforeShow)   // nothing shown yet
        state.apply(.willShow, info: info(docked(height: 336)))
        let changed6 = state.applyLiveFrame(docked(height: 200))
        #expect(changed6)
        #expect(state.bottomOverlap(on: screen) == 200)
        #expect(state.lastEvent == .willShow)
        state.apply(.willHide, info: info(CGRect(x: 0, y: 844, width: 390, height: 336)))
        let afterHide = state.applyLiveFrame(docked(height: 120))
        #expect(!afterHide)   // a drag after the hide
        #expect(state.bottomOverlap(on: screen) == 0)
    }

    @Test func dockedMeansWhatItMeansForTheBehaviors() {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        var state = KeyboardState.hidden
        // Ends a fraction of a point short of the bottom edge (3× screens): still docked.
        state.apply(.willShow, info: info(CGRect(x: 0, y: 507.67, width: 390, height: 336)))
        let behaviors = KeyboardOverlap(
            keyboardFrame: state.frame, screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 0
        )
        #expect(state.bottomOverlap(on: screen) > 0)
        #expect(state.bottomOverlap(on: screen) == behaviors.coveredHeight)
        #expect(state.bottomOverlap(on: screen) > 336)
    }

    @Test func onlyTheOnScreenPartOfATallerFrameCounts() {
        var state = KeyboardState.hidden
        state.apply(.willShow, info: info(CGRect(x: 0, y: 544, width: 390, height: 400)))
        #expect(state.bottomOverlap(on: screen) == 300)
        #expect(!(state.bottomOverlap(on: CGRect(x: 0, y: 0, width: 390, height: 500)) > 0))
    }
}
