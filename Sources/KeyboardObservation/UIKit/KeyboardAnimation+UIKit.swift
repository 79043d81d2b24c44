#if canImport(UIKit)
import UIKit

extension KeyboardAnimation {
    /// Animates changes with `UIView.animate`, using the keyboard's duration
    /// and curve (UIKit's private `7` included, shifted into the options'
    /// curve bits), starting from the current state.
    public static let alongsideKeyboard = KeyboardAnimation { info, changes in
        let curve = UIView.AnimationOptions(rawValue: info.animationCurve.animationOptionsRawValue)
        UIView.animate(
            withDuration: info.animationDuration,
            delay: 0,
            options: [curve, .beginFromCurrentState],
            animations: { changes() }
        )
    }
}
#endif
