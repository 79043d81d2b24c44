#if canImport(UIKit)
import UIKit

extension NSLayoutConstraint: KeyboardConstantTarget {
    /// The constraint's `constant`.
    public var keyboardConstant: CGFloat {
        get { constant }
        set { constant = newValue }
    }
}
#endif
