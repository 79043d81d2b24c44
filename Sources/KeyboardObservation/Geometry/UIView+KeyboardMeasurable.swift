#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIView: KeyboardMeasurable {
    /// This view's frame and its screen's bounds, in screen coordinates, with
    /// its bottom safe-area inset and its screen; `nil` when the view is in no
    /// window, and on visionOS, which has no screen.
    public var keyboardViewGeometry: KeyboardViewGeometry? {
        #if os(visionOS)
        return nil
        #else
        guard let screen = window?.windowScene?.screen else { return nil }
        var geometry = KeyboardViewGeometry(
            screenBounds: screen.bounds, viewFrame: convert(bounds, to: screen.coordinateSpace),
            safeAreaBottomInset: safeAreaInsets.bottom
        )
        geometry.screenIdentifier = screen.keyboardScreen.identifier
        return geometry
        #endif
    }
}
#endif
