#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIView: KeyboardOffsetTarget {
    /// How far the view is moved up through its `transform`; setting it
    /// replaces the transform with a pure vertical translation.
    public var keyboardObservationOffset: CGFloat {
        get { -transform.ty }
        set { transform = CGAffineTransform(translationX: 0, y: -newValue) }
    }
}
#endif
