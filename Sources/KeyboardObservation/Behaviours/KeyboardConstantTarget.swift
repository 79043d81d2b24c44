import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout constant a ``KeyboardConstraintBehaviour`` adjusts.
///
/// On UIKit, `NSLayoutConstraint` conforms through its `constant`.
@MainActor
public protocol KeyboardConstantTarget: AnyObject {
    /// The constant, in points.
    var keyboardConstant: CGFloat { get set }
}
