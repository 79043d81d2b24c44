import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// What a keyboard layout guide's frame says about the keyboard: its top
/// edge only while that edge lies inside the guide's view, above the resting
/// band, and then a docked keyboard from there to the screen's bottom.
struct KeyboardLayoutGuideReadingTests {
    /// The guide UIKit lays out in `view` for a keyboard docked at `keyboardTop`:
    /// the part of the view below the keyboard's top, or the resting band.
    static func guide(in view: CGRect, keyboardTop: CGFloat, safeAreaBottomInset: CGFloat) -> CGRect {
        let top = min(max(keyboardTop, view.minY), view.maxY - safeAreaBottomInset)
        return CGRect(x: view.minX, y: top, width: view.width, height: view.maxY - top)
    }

    static func reading(
        view: CGRect, keyboardTop: CGFloat, safeAreaBottomInset: CGFloat, screen: CGRect
    ) -> KeyboardLayoutGuideReading {
        KeyboardLayoutGuideReading(
            guideFrame: guide(in: view, keyboardTop: keyboardTop, safeAreaBottomInset: safeAreaBottomInset),
            viewFrame: view, restingBandHeight: safeAreaBottomInset, screenBounds: screen
        )
    }

    @Test func aFullScreenPhoneWindowTellsTheDockedKeyboard() {
        let phone = TestScreen.phone
        let reading = Self.reading(view: phone, keyboardTop: 508, safeAreaBottomInset: 34, screen: phone)
        #expect(reading.keyboardFrame == TestScreen.docked(height: 336))
    }

    @Test func aViewEndingAboveTheHomeIndicatorTellsAKeyboardReachingTheScreensBottom() {
        // SwiftUI's `keyboardPadding()` view stops at the home indicator, 34 pt up.
        let view = CGRect(x: 0, y: 0, width: 390, height: 810)
        let reading = Self.reading(view: view, keyboardTop: 508, safeAreaBottomInset: 0, screen: TestScreen.phone)
        #expect(reading.guideFrame.maxY == 810)
        #expect(reading.keyboardFrame == TestScreen.docked(height: 336))
    }

    @Test func anIPadFormSheetTellsTheKeyboardAcrossTheScreen() {
        let sheet = CGRect(x: 212, y: 200, width: 600, height: 900)
        let reading = Self.reading(view: sheet, keyboardTop: 966, safeAreaBottomInset: 0, screen: TestScreen.pad)
        #expect(reading.keyboardFrame == TestScreen.docked(height: 400, on: TestScreen.pad))
    }

    @Test func aStageManagerWindowTellsAKeyboardThatReachesIt() {
        let window = CGRect(x: 100, y: 100, width: 700, height: 900)
        let reading = Self.reading(view: window, keyboardTop: 1066, safeAreaBottomInset: 0, screen: TestScreen.pad)
        #expect(reading.keyboardFrame == nil, "the keyboard's top is below the window: the guide rests")
        let covered = Self.reading(view: window, keyboardTop: 700, safeAreaBottomInset: 0, screen: TestScreen.pad)
        #expect(covered.keyboardFrame == CGRect(x: 0, y: 700, width: 1024, height: 666))
    }

    @Test func theRestingBandAtTheEndOfADragTellsNothing() {
        let phone = TestScreen.phone
        let atRest = Self.reading(view: phone, keyboardTop: 844, safeAreaBottomInset: 34, screen: phone)
        #expect(atRest.guideFrame.height == 34)
        #expect(atRest.keyboardFrame == nil)
        let inTheBand = KeyboardLayoutGuideReading(
            guideFrame: CGRect(x: 0, y: 820, width: 390, height: 24), viewFrame: phone,
            restingBandHeight: 34, screenBounds: phone
        )
        #expect(inTheBand.keyboardFrame == nil, "a top inside the band is the band, not the keyboard")
    }

    @Test func aKeyboardCoveringTheWholeViewTellsNothing() {
        let card = CGRect(x: 0, y: 600, width: 390, height: 100)
        let reading = Self.reading(view: card, keyboardTop: 508, safeAreaBottomInset: 0, screen: TestScreen.phone)
        #expect(reading.guideFrame == card)
        #expect(reading.keyboardFrame == nil, "the keyboard's top is somewhere above the view")
    }

    @Test func aGuideThatDoesNotEndAtTheViewsBottomTellsNothing() {
        // `followsUndockedKeyboard`: the guide follows a floating keyboard mid-screen.
        let floating = KeyboardLayoutGuideReading(
            guideFrame: CGRect(x: 300, y: 500, width: 320, height: 260), viewFrame: TestScreen.pad,
            restingBandHeight: 20, screenBounds: TestScreen.pad
        )
        #expect(floating.keyboardFrame == nil)
    }

    @Test func nonFiniteFactsTellNothing() {
        let phone = TestScreen.phone
        let nanTop = KeyboardLayoutGuideReading(
            guideFrame: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), viewFrame: phone,
            restingBandHeight: 34, screenBounds: phone
        )
        #expect(nanTop.keyboardFrame == nil)
        var reading = Self.reading(view: phone, keyboardTop: 508, safeAreaBottomInset: 34, screen: phone)
        reading.restingBandHeight = .infinity
        #expect(reading.keyboardFrame == TestScreen.docked(height: 336), "a non-finite inset counts as no band")
    }
}

/// What reaches a pool from two windows' guides at once, and what every view
/// on the center then measures: never a view-clipped rect.
@MainActor
struct LayoutGuideToPoolTests {
    private let fixture = PoolFixture()
    /// A subscription that wants live frames, so the pool follows the screen's guide.
    private let following: KeyboardSubscription

    init() {
        following = fixture.pool.observe(followingLiveFrames: true) { _, _ in }
    }

    @Test func aViewEndingAboveTheScreensBottomKeepsTheKeyboardDocked() {
        fixture.keyboard.show(height: 336)
        let view = CGRect(x: 0, y: 0, width: 390, height: 810)
        let drag = KeyboardLayoutGuideReadingTests.reading(
            view: view, keyboardTop: 644, safeAreaBottomInset: 0, screen: TestScreen.phone
        )
        #expect(drag.keyboardFrame != nil)
        fixture.keyboard.layOutGuide(drag)
        let geometry = TestScreen.phoneView(view)
        #expect(fixture.pool.keyboardState.overlap(in: geometry).contentInset == 166)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: TestScreen.phone) == 200)
    }

    @Test func twoWindowsTrackingAtOnceAgreeOnTheKeyboard() {
        let pad = TestScreen.pad
        fixture.keyboard.show(height: 400)
        let fullScreen = KeyboardLayoutGuideReadingTests.reading(
            view: pad, keyboardTop: 1066, safeAreaBottomInset: 20, screen: pad
        )
        let stageWindow = KeyboardLayoutGuideReadingTests.reading(
            view: CGRect(x: 600, y: 100, width: 400, height: 1100), keyboardTop: 1066, safeAreaBottomInset: 0, screen: pad
        )
        let aboveTheKeyboard = KeyboardLayoutGuideReadingTests.reading(
            view: CGRect(x: 50, y: 100, width: 500, height: 800), keyboardTop: 1066, safeAreaBottomInset: 0, screen: pad
        )
        #expect(stageWindow.keyboardFrame == fullScreen.keyboardFrame, "each window tells the same screen frame")
        #expect(aboveTheKeyboard.keyboardFrame == nil)
        for reading in [fullScreen, stageWindow, aboveTheKeyboard, stageWindow] {
            fixture.keyboard.layOutGuide(reading)
        }
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 300, on: pad))
        #expect(fixture.pool.keyboardState.bottomOverlap(on: pad) == 300)
    }
}
