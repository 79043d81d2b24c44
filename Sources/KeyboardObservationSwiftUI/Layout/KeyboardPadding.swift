#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import KeyboardObservation

/// What a view that follows the keyboard does with one overlap, decided
/// here as a plain value (tested without SwiftUI) for the SwiftUI modifiers.
///
/// `keyboardPadding(pool:)` pads the view's bottom by the part the keyboard
/// covers above the view's own safe area, and turns SwiftUI's keyboard
/// avoidance off for it: with both, the keyboard would be counted twice.
/// The other modifiers only measure: no padding, SwiftUI's avoidance left on.
struct KeyboardPadding: Hashable, Sendable {
    /// Points added below the view's content.
    var bottom: CGFloat
    /// Whether the view ignores SwiftUI's keyboard safe area.
    var ignoresKeyboardSafeArea: Bool

    /// What to do for `overlap`; `padsContent` is `false` for a view that only measures.
    init(overlap: KeyboardOverlap, padsContent: Bool) {
        bottom = padsContent ? overlap.contentInset : 0
        ignoresKeyboardSafeArea = padsContent
    }
}
