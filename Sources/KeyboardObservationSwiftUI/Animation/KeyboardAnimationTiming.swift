import Foundation
import KeyboardObservation

/// How one keyboard change is animated, decided here as a plain value (so it
/// is tested without SwiftUI) and turned into a SwiftUI `Animation` by
/// `Animation.keyboard(_:)`.
enum KeyboardAnimationTiming: Hashable, Sendable {
    /// Applied at once: a frame of an interactive dismissal (the finger is
    /// the animation), a zero duration, or no payload.
    case immediate
    /// One of UIKit's four public curves, over the keyboard's duration.
    case curve(Curve, duration: TimeInterval)
    /// The keyboard's own curve, UIKit's private 7, or any other value
    /// outside the four: UIKit runs those as a spring of mass 3, stiffness
    /// 1000 and damping 500 whatever the duration says (Apple Developer
    /// Forums, thread 48088), and so does this.
    case keyboardSpring

    /// `UIView.AnimationCurve`'s four public values.
    enum Curve: Hashable, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// The keyboard spring's parameters, as UIKit's `CASpringAnimation` has them.
    static let springMass = 3.0
    static let springStiffness = 1000.0
    static let springDamping = 500.0

    init(_ info: KeyboardInfo?) {
        guard let info, info.animationDuration > 0 else {
            self = .immediate
            return
        }
        switch info.animationCurve {
        case .easeInOut: self = .curve(.easeInOut, duration: info.animationDuration)
        case .easeIn: self = .curve(.easeIn, duration: info.animationDuration)
        case .easeOut: self = .curve(.easeOut, duration: info.animationDuration)
        case .linear: self = .curve(.linear, duration: info.animationDuration)
        default: self = .keyboardSpring
        }
    }
}
