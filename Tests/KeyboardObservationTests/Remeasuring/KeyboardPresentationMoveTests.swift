import Testing
@testable import KeyboardObservation

/// Which presentations UIKit moves for the keyboard after posting: an iPad's centred form or page sheet.
struct KeyboardPresentationMoveTests {
    @Test func aCentredFormOrPageSheetOnAnIPadIsMoved() {
        #expect(KeyboardPresentationMove(style: .formSheet, isHorizontallyRegular: true, fillsWindow: false).isMovedForKeyboard)
        #expect(KeyboardPresentationMove(style: .pageSheet, isHorizontallyRegular: true, fillsWindow: false).isMovedForKeyboard)
    }

    @Test func aSheetInACompactWidthOrFillingItsWindowIsNot() {
        #expect(!KeyboardPresentationMove(style: .formSheet, isHorizontallyRegular: false, fillsWindow: false).isMovedForKeyboard)
        #expect(!KeyboardPresentationMove(style: .pageSheet, isHorizontallyRegular: true, fillsWindow: true).isMovedForKeyboard)
    }

    @Test func otherPresentationsAreNot() {
        #expect(!KeyboardPresentationMove(style: .other, isHorizontallyRegular: true, fillsWindow: false).isMovedForKeyboard)
    }
}
