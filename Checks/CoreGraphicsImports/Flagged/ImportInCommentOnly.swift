// The import is only described in a comment:
// #if canImport(CoreGraphics)
// import CoreGraphics
// #endif
import Foundation

let origin = CGPoint.zero
