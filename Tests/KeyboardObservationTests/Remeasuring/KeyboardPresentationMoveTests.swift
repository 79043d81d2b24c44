import Testing
@testable import KeyboardObservation

/// Which presentations UIKit moves for the keyboard after posting: an iPad's
/// centred form or page sheet (also the default style's), and a popover
/// (which it resizes).
struct KeyboardPresentationMoveTests {
    /// `style` presented from a controller of `presenting` width, itself of
    /// `presented` width (`true`: regular).
    private func move(
        _ style: KeyboardPresentationMove.Style, presenting: Bool = true, presented: Bool? = nil, fillsWindow: Bool = false
    ) -> KeyboardPresentationMove {
        KeyboardPresentationMove(
            style: style, presentingIsHorizontallyRegular: presenting,
            presentedIsHorizontallyRegular: presented ?? presenting, fillsWindow: fillsWindow
        )
    }

    @Test func aCentredFormOrPageSheetOnAnIPadIsMoved() {
        #expect(move(.formSheet).isMovedForKeyboard)
        #expect(move(.pageSheet).isMovedForKeyboard)
    }

    @Test func theDefaultStyleIsAPageSheet() {
        #expect(move(.automatic).isMovedForKeyboard)
        #expect(!move(.automatic, presenting: false).isMovedForKeyboard)
        #expect(!move(.automatic, fillsWindow: true).isMovedForKeyboard)
    }

    @Test func aPopoverOnAnIPadIsMovedAndOneAdaptedToASheetOnAPhoneIsNot() {
        #expect(move(.popover).isMovedForKeyboard)
        #expect(!move(.popover, presenting: false).isMovedForKeyboard)
    }

    @Test func thePresentingControllersWidthDecidesNotThePresentedOnes() {
        // A popover's content may be compact inside a regular iPad window.
        #expect(move(.popover, presenting: true, presented: false).isMovedForKeyboard)
        #expect(!move(.formSheet, presenting: false, presented: true).isMovedForKeyboard)
    }

    @Test func aSheetInACompactWidthOrFillingItsWindowIsNot() {
        #expect(!move(.formSheet, presenting: false).isMovedForKeyboard)
        #expect(!move(.pageSheet, fillsWindow: true).isMovedForKeyboard)
    }

    @Test func otherPresentationsAreNot() {
        #expect(!move(.other).isMovedForKeyboard)
    }
}
