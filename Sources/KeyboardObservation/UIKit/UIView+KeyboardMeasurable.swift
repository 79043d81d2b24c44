#if canImport(UIKit)
import UIKit

extension UIView: KeyboardMeasurable {
    /// This view's frame and its screen's bounds, in screen coordinates, with
    /// its bottom safe-area inset; `nil` when the view is in no window.
    ///
    /// `layoutIfNeeded()`, the protocol's other requirement, is UIView's own.
    public var keyboardViewGeometry: KeyboardViewGeometry? {
        guard let screen = keyboardScreenSpace else { return nil }
        return KeyboardViewGeometry(
            screenBounds: screen.bounds,
            viewFrame: convert(bounds, to: screen),
            safeAreaBottomInset: safeAreaInsets.bottom
        )
    }
}
#endif
