#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIView: KeyboardGeometryChangeSource {
    /// Reports this view joining or leaving a window and changing size, through a hidden subview.
    func observeKeyboardGeometryChanges(_ onChange: @escaping @MainActor (KeyboardGeometryChange) -> Bool) {
        KeyboardGeometryObserverView.observe(self, onChange: onChange)
    }
}
#endif
