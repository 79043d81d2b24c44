import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view a ``KeyboardOffsetBehaviour`` translates upwards.
///
/// On UIKit, `UIView` conforms through its `transform` (a pure vertical
/// translation, which replaces any other transform the view had).
@MainActor
public protocol KeyboardOffsetTarget: KeyboardMeasurable {
    /// How far the view is moved up, in points (0: where layout put it).
    ///
    /// ``KeyboardMeasurable/keyboardViewGeometry`` reports the moved frame;
    /// the behaviour allows for that.
    var keyboardObservationOffset: CGFloat { get set }
}
