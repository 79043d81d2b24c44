// Imports CoreGraphics unconditionally: there is no such module on Linux.
import CoreGraphics
import Foundation

func half(_ value: CGFloat) -> CGFloat { value / 2 }
