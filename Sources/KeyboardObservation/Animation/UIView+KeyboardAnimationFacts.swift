#if canImport(UIKit)
import UIKit

extension UIView: KeyboardAnimationFactsSource {
    /// In a window, and neither it nor an ancestor hidden.
    var isOnScreenForKeyboard: Bool {
        guard window != nil else { return false }
        var view: UIView? = self
        while let current = view {
            if current.isHidden { return false }
            view = current.superview
        }
        return true
    }

    /// `UIAccessibility.isReduceMotionEnabled`.
    var prefersReducedMotion: Bool { UIAccessibility.isReduceMotionEnabled }
}
#endif
