import Foundation
import Testing
import KeyboardObservation
@testable import KeyboardObservationSwiftUI

/// What `keyboardPadding` does with an overlap, and what the measuring modifiers do not do.
struct KeyboardPaddingTests {
    private let overlap = KeyboardOverlap(coveredHeight: 336, contentInset: 302)

    @Test func aPaddedViewLiftsItsContentAboveItsSafeAreaAndIgnoresSwiftUIsAvoidance() {
        let padding = KeyboardPadding(overlap: overlap, padsContent: true)
        #expect(padding.bottom == 302)   // not 336: the 34 pt home indicator is already clear
        #expect(padding.ignoresKeyboardSafeArea)   // else SwiftUI lifts it by the keyboard too
    }

    @Test func aMeasuringViewIsLeftToSwiftUI() {
        let padding = KeyboardPadding(overlap: overlap, padsContent: false)
        #expect(padding.bottom == 0)
        #expect(!padding.ignoresKeyboardSafeArea)
    }

    @Test func noKeyboardNoPadding() {
        let padding = KeyboardPadding(overlap: KeyboardOverlap(coveredHeight: 0, contentInset: 0), padsContent: true)
        #expect(padding.bottom == 0)
    }
}
