import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Builds on Linux; on Apple platforms CGRect is Hashable only from iOS 18.
struct Placement: Hashable, Sendable {
    var name: String
    public private(set) var frame: CGRect?
}
