#if canImport(UIKit)
import UIKit

extension UIView.AnimationOptions {
    /// The keyboard's curve as animation options: the raw curve shifted into
    /// bits 16–19, UIKit's private curve 7 included.
    ///
    /// ```swift
    /// UIView.animate(
    ///     withDuration: info.animationDuration, delay: 0,
    ///     options: [UIView.AnimationOptions(keyboardCurve: info.animationCurve), .beginFromCurrentState],
    ///     animations: { self.view.layoutIfNeeded() }
    /// )
    /// ```
    ///
    /// - Parameter keyboardCurve: The curve of a keyboard post; a value outside 0...15 counts as 7.
    public init(keyboardCurve: KeyboardAnimationCurve) {
        self.init(rawValue: keyboardCurve.animationOptionsRawValue)
    }
}
#endif
