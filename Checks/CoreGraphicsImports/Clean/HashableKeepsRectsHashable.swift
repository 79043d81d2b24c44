import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The rect is stored in a wrapper that hashes by hand; a computed CGRect and
// an Equatable-only type are fine.
struct Placement: Hashable, Sendable {
    var name: String
    private var stored: HashableRect
    var frame: CGRect { stored.rect }
}

struct Measurement: Equatable {
    var frame: CGRect
}
