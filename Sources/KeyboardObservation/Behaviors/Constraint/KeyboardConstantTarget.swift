import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout constant a ``KeyboardConstraintBehavior`` adjusts; on UIKit, `NSLayoutConstraint`.
@MainActor
public protocol KeyboardConstantTarget: AnyObject {
    /// The constant, in points.
    var keyboardConstant: CGFloat { get set }
}
