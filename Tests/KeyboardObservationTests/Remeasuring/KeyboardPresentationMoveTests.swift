import Testing
@testable import KeyboardObservation

/// Which presentations UIKit moves for the keyboard after posting: an iPad's
/// centred form or page sheet, and a popover (which it resizes).
struct KeyboardPresentationMoveTests {
    @Test func aCentredFormOrPageSheetOnAnIPadIsMoved() {
        #expect(KeyboardPresentationMove(style: .formSheet, isHorizontallyRegular: true, fillsWindow: false).isMovedForKeyboard)
        #expect(KeyboardPresentationMove(style: .pageSheet, isHorizontallyRegular: true, fillsWindow: false).isMovedForKeyboard)
    }

    @Test func aPopoverOnAnIPadIsMovedAndOneAdaptedToASheetOnAPhoneIsNot() {
        #expect(KeyboardPresentationMove(style: .popover, isHorizontallyRegular: true, fillsWindow: false).isMovedForKeyboard)
        #expect(!KeyboardPresentationMove(style: .popover, isHorizontallyRegular: false, fillsWindow: false).isMovedForKeyboard)
    }

    @Test func aSheetInACompactWidthOrFillingItsWindowIsNot() {
        #expect(!KeyboardPresentationMove(style: .formSheet, isHorizontallyRegular: false, fillsWindow: false).isMovedForKeyboard)
        #expect(!KeyboardPresentationMove(style: .pageSheet, isHorizontallyRegular: true, fillsWindow: true).isMovedForKeyboard)
    }

    @Test func otherPresentationsAreNot() {
        #expect(!KeyboardPresentationMove(style: .other, isHorizontallyRegular: true, fillsWindow: false).isMovedForKeyboard)
    }
}
