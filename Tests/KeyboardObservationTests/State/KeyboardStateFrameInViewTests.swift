import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// `KeyboardState.frame(in:)`: the keyboard in a view's own coordinates, as
/// Wikipedia's and Signal's base view controllers hand it to their subclasses
/// (wikimedia/wikipedia-ios `ViewController.swift`, signalapp/Signal-iOS
/// `OWSViewController.swift`, each converting the posted end frame by hand).
struct KeyboardStateFrameInViewTests {
    private let docked = KeyboardState.shown(at: TestScreen.docked(height: 336), screen: nil, isLocal: true)

    @Test func aFullScreenViewGetsThePostedFrame() {
        #expect(docked.frame(in: TestScreen.fullScreenPhoneView) == TestScreen.docked(height: 336))
    }

    @Test func aSheetGetsTheFrameFromItsOwnTopLeftCorner() {
        let sheet = KeyboardViewGeometry(
            screenBounds: TestScreen.pad, viewFrame: CGRect(x: 242, y: 373, width: 540, height: 620), safeAreaBottomInset: 0
        )
        let keyboard = KeyboardState.shown(at: TestScreen.docked(height: 398, on: TestScreen.pad), screen: nil, isLocal: true)
        #expect(keyboard.frame(in: sheet) == CGRect(x: -242, y: 968 - 373, width: 1024, height: 398))
    }

    @Test func aKeyboardDownUnknownOrOnAnotherScreenHasNoFrame() {
        let hidden = KeyboardState(placement: .hidden, frame: CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(hidden.frame(in: TestScreen.fullScreenPhoneView) == nil)
        #expect(KeyboardState.unknown.frame(in: TestScreen.fullScreenPhoneView) == nil)
        #expect(docked.frame(in: nil) == nil)
        let onScreen = KeyboardState.shown(
            at: TestScreen.docked(height: 336), screen: KeyboardScreen(bounds: TestScreen.phone, identifier: 1), isLocal: true
        )
        var external = TestScreen.fullScreenPhoneView
        external.screenIdentifier = 2
        #expect(onScreen.frame(in: external) == nil)
    }
}
