import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The fields of UIKit's typed keyboard messages (iOS 26:
/// `UIResponder.KeyboardWillShowMessage` and the other five, each a
/// `NotificationCenter.MainActorMessage` with these properties and a
/// `screen`), as the package reads them; the six messages conform in the
/// UIKit layer, and tests conform fakes.
protocol KeyboardMessageFields {
    /// The message's curve type: `UIView.AnimationCurve` on UIKit.
    associatedtype Curve: RawRepresentable where Curve.RawValue == Int
    var beginFrame: CGRect { get }
    var endFrame: CGRect { get }
    var animationDuration: TimeInterval { get }
    var animationCurve: Curve { get }
    var isLocal: Bool { get }
}

extension KeyboardInfo {
    /// The payload of one typed keyboard message: its frames (screen
    /// coordinates), duration and `isLocal` as they are, and its curve by raw
    /// value, so UIKit's private 7 (not one of `UIView.AnimationCurve`'s
    /// cases) stays 7.
    init(message: some KeyboardMessageFields) {
        self.init(
            beginFrame: message.beginFrame, endFrame: message.endFrame,
            animationDuration: message.animationDuration,
            animationCurve: KeyboardAnimationCurve(rawValue: message.animationCurve.rawValue),
            isLocal: message.isLocal
        )
    }
}
