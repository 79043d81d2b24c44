// UIView.AnimationCurve is a non-frozen NS_ENUM and UIKit posts curve 7 for
// the keyboard: a switch over it needs `@unknown default`.
// expect: switch covers known cases, but 'UIView.AnimationCurve' may have additional unknown values
import UIKit

func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
    switch curve {
    case .easeInOut: return .curveEaseInOut
    case .easeIn: return .curveEaseIn
    case .easeOut: return .curveEaseOut
    case .linear: return .curveLinear
    #if !MISTAKE
    @unknown default: return UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    #endif
    }
}
