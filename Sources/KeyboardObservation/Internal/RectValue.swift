#if canImport(UIKit)
import UIKit
#else
import Foundation
#endif
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one place that reads or writes a rect in an `NSValue`: UIKit spells
/// it `NSValue(cgRect:)`/`cgRectValue`, Foundation elsewhere `NSValue(rect:)`/
/// `rectValue`. Reading a rect out of anything else (an `NSNumber` is an
/// `NSValue`) aborts, so the value's type encoding is checked first.
enum RectValue {
    /// `@encode(CGRect)` on every 64-bit platform, NUL-terminated for `strcmp`.
    private static let rectEncoding: StaticString = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    /// Wraps `rect` as UIKit does in a keyboard notification's `userInfo`.
    static func make(_ rect: CGRect) -> NSValue {
        #if canImport(UIKit)
        return NSValue(cgRect: rect)
        #else
        return NSValue(rect: rect)
        #endif
    }

    /// The rect inside `value`, or `nil` when the value holds something else.
    static func read(_ value: NSValue) -> CGRect? {
        guard holdsRect(value) else { return nil }
        #if canImport(UIKit)
        return value.cgRectValue
        #else
        return value.rectValue
        #endif
    }

    private static func holdsRect(_ value: NSValue) -> Bool {
        let expected = UnsafeRawPointer(rectEncoding.utf8Start).assumingMemoryBound(to: CChar.self)
        return strcmp(value.objCType, expected) == 0
    }
}

/// A rect in a `Hashable` value: `CGRect` is `Hashable` on Apple platforms
/// only from iOS 18 and macOS 15.
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

extension HashableRect: Codable {
    /// Decodes `[x, y, width, height]`, a non-finite component spelled as a string (`"nan"`).
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        rect = CGRect(
            x: try container.decode(JSONNumber.self).value, y: try container.decode(JSONNumber.self).value,
            width: try container.decode(JSONNumber.self).value, height: try container.decode(JSONNumber.self).value
        )
    }

    /// Encodes `[x, y, width, height]`, a non-finite component as a string (`"nan"`), which JSON cannot hold.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for component in components { try container.encode(component) }
    }

    /// The rect's four numbers: equal for two rects whose components are, NaN to NaN included.
    var components: [JSONNumber] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { JSONNumber(Double($0)) }
    }
}
