#if canImport(UIKit)
import UIKit

extension KeyboardAnimation {
    /// Animates with `UIView.animate`, the keyboard's duration and curve (7 included), from the current state.
    public static let alongsideKeyboard = KeyboardAnimation { info, changes in
        UIView.animate(
            withDuration: info.animationDuration,
            delay: 0,
            options: [UIView.AnimationOptions(keyboardCurve: info.animationCurve), .beginFromCurrentState],
            animations: { changes() }
        )
    }
}
#endif
