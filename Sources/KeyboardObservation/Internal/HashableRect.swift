import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A rect stored in a `Hashable` value. `CGRect` is `Hashable` on Linux but
/// only from iOS 18 and macOS 15 on Apple platforms, so a type that must be
/// `Hashable` from iOS 13 keeps its rects in this.
struct HashableRect: Hashable, Sendable {
    var rect: CGRect

    static func == (lhs: HashableRect, rhs: HashableRect) -> Bool { lhs.rect == rhs.rect }

    /// Hashes the standardized rect, as `==` compares it.
    func hash(into hasher: inout Hasher) {
        let rect = rect.standardized
        hasher.combine(rect.origin.x)
        hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width)
        hasher.combine(rect.size.height)
    }
}
