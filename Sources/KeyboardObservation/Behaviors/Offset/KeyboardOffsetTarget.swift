import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view a ``KeyboardOffsetBehavior`` translates upwards; on UIKit, `UIView` through its `transform`.
///
/// ```swift
/// @MainActor final class FakeCard: KeyboardOffsetTarget {   // in a test
///     var keyboardViewGeometry: KeyboardViewGeometry?
///     var keyboardObservationOffset: CGFloat = 0
///     func layoutIfNeeded() {}
/// }
/// ```
@MainActor
public protocol KeyboardOffsetTarget: KeyboardMeasurable {
    /// How far the view is moved up, in points (0: where layout put it). Its
    /// ``KeyboardMeasurable/keyboardViewGeometry`` reports the moved frame.
    var keyboardObservationOffset: CGFloat { get set }
}
