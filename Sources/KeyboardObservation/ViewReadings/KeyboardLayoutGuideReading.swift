import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a keyboard layout guide's frame says about the keyboard, decided
/// here from the raw facts the UIKit layer reads on each layout pass.
///
/// A `UIKeyboardLayoutGuide` is not the keyboard. Its frame is the part of
/// its owning view the keyboard covers: it ends at the view's bottom, not
/// the screen's, and while the keyboard is off screen, undocked or below the
/// view it rests there as a band as high as the view's bottom safe-area
/// inset (Apple's sample "Adjusting your layout with keyboard layout guide";
/// useyourloaf.com, "Keyboard Layout Guide"). So the guide tells where the
/// keyboard's top edge is only while that edge lies inside the view, above
/// the resting band; then a docked keyboard spans the screen's width from
/// that edge to the screen's bottom. Anything else says nothing: the guide
/// at rest (a hidden keyboard, the end of a drag, a keyboard below a form
/// sheet), a guide that does not end at the view's bottom (an undocked
/// keyboard followed with `followsUndockedKeyboard`), or a keyboard that
/// covers the whole view (its top is somewhere above).
///
/// Only ``keyboardFrame``, in screen coordinates, enters a pool's state,
/// never the view-clipped guide.
struct KeyboardLayoutGuideReading: Sendable {
    /// The guide's layout frame, converted into screen coordinates.
    var guideFrame: CGRect
    /// The guide's owning view, in screen coordinates.
    var viewFrame: CGRect
    /// The owning view's bottom safe-area inset: the resting band's height.
    var safeAreaBottomInset: CGFloat
    /// The screen's bounds.
    var screenBounds: CGRect

    /// How far from an edge a guide may be and still count as on it (fractional 3x layouts).
    static let tolerance: CGFloat = 1

    /// The keyboard's frame in screen coordinates when the guide tells its
    /// top edge; `nil` when it says nothing.
    var keyboardFrame: CGRect? {
        let tolerance = Self.tolerance
        let band = safeAreaBottomInset.isFinite ? max(0, safeAreaBottomInset) : 0
        guard guideFrame.isFinite, viewFrame.isFinite, screenBounds.isFinite,
              viewFrame.height > 0, screenBounds.height > 0,
              abs(guideFrame.maxY - viewFrame.maxY) <= tolerance,
              guideFrame.minY > viewFrame.minY + tolerance,
              guideFrame.minY < viewFrame.maxY - band - tolerance,
              guideFrame.minY < screenBounds.maxY
        else { return nil }
        return CGRect(
            x: screenBounds.minX, y: guideFrame.minY,
            width: screenBounds.width, height: screenBounds.maxY - guideFrame.minY
        )
    }
}

extension CGRect {
    fileprivate var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
