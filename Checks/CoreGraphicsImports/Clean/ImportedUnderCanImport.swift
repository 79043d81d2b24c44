#if canImport(UIKit)
import UIKit
#else
import Foundation
#endif
#if canImport(CoreGraphics)
import CoreGraphics
#endif

public func inset(_ rect: CGRect, by amount: CGFloat = 8) -> CGRect {
    rect.insetBy(dx: amount, dy: amount)
}
