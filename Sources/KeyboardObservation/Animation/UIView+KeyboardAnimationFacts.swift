#if canImport(UIKit)
import UIKit

extension UIView: KeyboardAnimationFactsSource {
    /// Whether it is in a window, whether it or an ancestor is hidden, and
    /// the system's Reduce Motion setting; `KeyboardAnimationFacts` decides
    /// what they mean.
    var keyboardAnimationFacts: KeyboardAnimationFacts {
        var isHidden = false
        var view: UIView? = self
        while let current = view, !isHidden {
            isHidden = current.isHidden
            view = current.superview
        }
        return KeyboardAnimationFacts(
            isInWindow: window != nil, isHidden: isHidden,
            prefersReducedMotion: UIAccessibility.isReduceMotionEnabled
        )
    }
}
#endif
