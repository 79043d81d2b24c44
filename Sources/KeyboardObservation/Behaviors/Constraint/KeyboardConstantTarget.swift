import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout constant a ``KeyboardConstraintBehavior`` adjusts; on UIKit, `NSLayoutConstraint`.
///
/// ```swift
/// @MainActor final class FakeConstraint: KeyboardConstantTarget {   // in a test
///     var keyboardConstant: CGFloat = 20
/// }
/// ```
@MainActor
public protocol KeyboardConstantTarget: AnyObject {
    /// The constant, in points.
    var keyboardConstant: CGFloat { get set }
}

/// A constant target that tells, from its items, which way its constant
/// moves as the keyboard rises: every `NSLayoutConstraint`; `nil` when its
/// items have no container (siblings, the legacy `bottomLayoutGuide`, an item
/// not in a view hierarchy): the constant then stays put.
@MainActor
protocol KeyboardConstraintItemsSource: AnyObject {
    var keyboardDirection: KeyboardConstraintBehavior.Direction? { get }
}
