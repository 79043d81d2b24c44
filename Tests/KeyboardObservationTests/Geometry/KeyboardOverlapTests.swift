import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTestSupport

struct KeyboardOverlapTests {
    private func overlap(
        _ keyboard: CGRect?, screen: CGRect = TestScreen.phone, view: CGRect? = nil, safeArea: CGFloat = 0
    ) -> KeyboardOverlap {
        KeyboardOverlap(
            keyboardFrame: keyboard, screenBounds: screen, viewFrame: view ?? screen, safeAreaBottomInset: safeArea
        )
    }

    @Test func dockedKeyboardCoversAFullScreenViewByItsHeight() {
        let result = overlap(TestScreen.docked(height: 336), safeArea: 34)
        #expect(result.coveredHeight == 336)
        #expect(result.contentInset == 302)
    }

    @Test func safeAreaIsSubtractedOnceAndTheInsetIsNeverNegative() {
        let short = overlap(TestScreen.docked(height: 20), safeArea: 34)
        #expect(short.coveredHeight == 20)
        #expect(short.contentInset == 0)
        let negativeSafeArea = overlap(TestScreen.docked(height: 300), safeArea: -50)
        #expect(negativeSafeArea.contentInset == 300)
        let nonFiniteSafeArea = overlap(TestScreen.docked(height: 300), safeArea: .nan)
        #expect(nonFiniteSafeArea.contentInset == 300)
    }

    @Test func formSheetCountsOnlyTheRealIntersection() {
        let sheet = CGRect(x: 212, y: 200, width: 600, height: 900)   // bottom at 1100
        let result = overlap(TestScreen.docked(height: 400, on: TestScreen.pad), screen: TestScreen.pad, view: sheet)
        #expect(result.coveredHeight == 134)                            // 1100 - 966
        #expect(result.contentInset == 134)
    }

    @Test func viewEndingAboveTheKeyboardIsNotCovered() {
        let window = CGRect(x: 100, y: 100, width: 700, height: 800)   // Stage Manager, bottom at 900
        let result = overlap(TestScreen.docked(height: 400, on: TestScreen.pad), screen: TestScreen.pad, view: window)
        #expect(result == .none)
    }

    @Test func splitViewAndSlideOverAreCoveredWhereTheyMeetTheKeyboard() {
        let keyboard = TestScreen.docked(height: 400, on: TestScreen.pad)
        let splitHalf = CGRect(x: 0, y: 0, width: 507, height: 1366)
        #expect(overlap(keyboard, screen: TestScreen.pad, view: splitHalf, safeArea: 20).coveredHeight == 400)
        #expect(overlap(keyboard, screen: TestScreen.pad, view: splitHalf, safeArea: 20).contentInset == 380)
        let slideOver = CGRect(x: 694, y: 24, width: 320, height: 1322)   // bottom at 1346
        #expect(overlap(keyboard, screen: TestScreen.pad, view: slideOver).coveredHeight == 380)
    }

    @Test func aViewReachingBelowTheScreenIsCoveredDownToItsOwnBottom() {
        // 156 pt of the view lie below the screen: the keyboard covers them too.
        let tall = TestScreen.phoneView(CGRect(x: 0, y: 0, width: 390, height: 1000), safeAreaBottomInset: 34)
        let result = KeyboardOverlap(keyboardFrame: TestScreen.docked(height: 336), in: tall)
        #expect(result.coveredHeight == 492)   // 1000 - 508, not the 336 on screen
        #expect(result.contentInset == 458)
        // Moved down by half the screen, as a card can be: still to its own bottom.
        let lowered = KeyboardViewGeometry(
            screenBounds: TestScreen.pad, viewFrame: CGRect(x: 212, y: 683, width: 600, height: 900),
            safeAreaBottomInset: 0
        )
        let padKeyboard = TestScreen.docked(height: 400, on: TestScreen.pad)
        #expect(KeyboardOverlap(keyboardFrame: padKeyboard, in: lowered).coveredHeight == 617)   // 1583 - 966
    }

    @Test func floatingKeyboardCoversNothing() {
        let floating = CGRect(x: 350, y: 700, width: 320, height: 260)
        #expect(overlap(floating, screen: TestScreen.pad) == .none)
    }

    @Test func undockedSplitKeyboardCoversNothing() {
        let undocked = CGRect(x: 0, y: 650, width: 1024, height: 300)   // bottom at 950
        #expect(overlap(undocked, screen: TestScreen.pad) == .none)
    }

    @Test func zeroSizeFrameCoversNothing() {
        #expect(overlap(.zero) == .none)
        #expect(overlap(CGRect(x: 0, y: 844, width: 390, height: 0)) == .none)
        #expect(overlap(CGRect(x: 0, y: 508, width: 0, height: 336)) == .none)
    }

    @Test func frameBelowTheScreenCoversNothing() {
        #expect(overlap(CGRect(x: 0, y: 844, width: 390, height: 336)) == .none)
        #expect(overlap(CGRect(x: 0, y: 900, width: 390, height: 336)) == .none)
    }

    @Test func hardwareKeyboardShortcutBarCoversItsHeight() {
        let result = overlap(TestScreen.docked(height: 55), safeArea: 34)
        #expect(result.coveredHeight == 55)
        #expect(result.contentInset == 21)
    }

    @Test func rotationIsRecomputedFromTheNewFrameAndScreen() {
        let portrait = overlap(TestScreen.docked(height: 336))
        let landscape = overlap(
            TestScreen.docked(height: 209, on: TestScreen.phoneLandscape), screen: TestScreen.phoneLandscape, safeArea: 21
        )
        #expect(portrait.coveredHeight == 336)
        #expect(landscape.coveredHeight == 209)
        #expect(landscape.contentInset == 188)
    }

    @Test func fractionalDockingWithinToleranceStillCounts() {
        let nearlyDocked = CGRect(x: 0, y: 507.67, width: 390, height: 336)   // bottom at 843.67
        let expected: CGFloat = 844 - 507.67
        #expect(overlap(nearlyDocked).coveredHeight == expected)
        let lifted = CGRect(x: 0, y: 500, width: 390, height: 336)            // bottom at 836
        #expect(overlap(lifted) == .none)
    }

    @Test func nonFiniteOrMissingInputsCoverNothing() {
        #expect(overlap(nil) == .none)
        #expect(overlap(CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)) == .none)
        #expect(overlap(CGRect(x: 0, y: 508, width: CGFloat.infinity, height: 336)) == .none)
        #expect(overlap(.null) == .none)
        #expect(overlap(TestScreen.docked(height: 336), view: CGRect(x: 0, y: 0, width: 390, height: CGFloat.nan)) == .none)
        #expect(overlap(TestScreen.docked(height: 336), screen: .zero, view: TestScreen.phone) == .none)
        #expect(KeyboardOverlap(keyboardFrame: TestScreen.docked(height: 336), in: nil) == .none)
    }

    @Test func measuredGeometryGivesTheSameAnswerAsItsParts() {
        let measured = KeyboardOverlap(keyboardFrame: TestScreen.docked(height: 336), in: TestScreen.fullScreenPhoneView)
        #expect(measured == overlap(TestScreen.docked(height: 336), safeArea: 34))
    }

    @Test func heightFromAReferenceEdge() {
        let result = overlap(TestScreen.docked(height: 336), safeArea: 34)
        #expect(result.height(from: .safeArea) == 302)
        #expect(result.height(from: .viewBottom) == 336)
    }
}
