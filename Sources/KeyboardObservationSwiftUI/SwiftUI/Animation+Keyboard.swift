#if canImport(SwiftUI)
import KeyboardObservation
import SwiftUI

extension Animation {
    /// The animation that moves with the keyboard for one change: UIKit's
    /// own curve (7) as the spring UIKit runs it, the four public curves over
    /// the keyboard's duration, and `nil` (no animation) for a change to
    /// apply at once, such as a frame of an interactive dismissal.
    ///
    /// ```swift
    /// TabBar()
    ///     .opacity(keyboard.isShown ? 0 : 1)
    ///     .animation(.keyboard(keyboard.lastChange?.info), value: keyboard.isShown)
    /// ```
    ///
    /// - Parameter info: The payload of the change, such as
    ///   `KeyboardModel.lastChange?.info`; `nil` applies at once.
    /// - Returns: The animation, or `nil` for none.
    public static func keyboard(_ info: KeyboardInfo?) -> Animation? {
        switch KeyboardAnimationTiming(info) {
        case .immediate:
            nil
        case .curve(.easeInOut, let duration):
            .easeInOut(duration: duration)
        case .curve(.easeIn, let duration):
            .easeIn(duration: duration)
        case .curve(.easeOut, let duration):
            .easeOut(duration: duration)
        case .curve(.linear, let duration):
            .linear(duration: duration)
        case .keyboardSpring:
            .interpolatingSpring(
                mass: KeyboardAnimationTiming.springMass,
                stiffness: KeyboardAnimationTiming.springStiffness,
                damping: KeyboardAnimationTiming.springDamping,
                initialVelocity: 0
            )
        }
    }
}
#endif
