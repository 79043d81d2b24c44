#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension NSLayoutConstraint: KeyboardConstantTarget {
    /// The constraint's `constant`.
    public var keyboardConstant: CGFloat {
        get { constant }
        set { constant = newValue }
    }
}
#endif
