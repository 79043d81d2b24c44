#if !canImport(Darwin)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A fast, exact way to read a rect on swift-corelibs-foundation (Linux).
///
/// There, `NSValue.objCType` of a rect value builds its encoding string on
/// every call, bridges it to an `NSString` and returns that string's UTF-8
/// buffer, which is never freed: about two microseconds and a small leak per
/// call, twice per decode. Rects, points, sizes, ranges and edge insets made
/// by `NSValue(rect:)` and friends are all instances of one internal class;
/// for those the value's bytes and `isEqual` settle the question instead:
/// `getValue` copies 16 bytes for a point, size or range and 32 for a rect or
/// edge insets, and a rect value equals a fresh rect value with the same
/// bytes, while edge insets do not. Anything else, and anything this cannot
/// settle (a rect holding NaN is not equal to itself), is left to `objCType`.
extension RectValue {
    /// The class of `NSValue(rect:)`, unless it is plain `NSValue` (then the
    /// shortcut is off: that class also holds values of arbitrary size).
    private static let specialValueClass: ObjectIdentifier? = {
        let rectClass = ObjectIdentifier(type(of: NSValue(rect: .zero)))
        return rectClass == ObjectIdentifier(NSValue.self) ? nil : rectClass
    }()

    /// Room for far more than the largest value that class holds (32 bytes).
    private static let scratchWords = 32
    private static let sentinel: UInt64 = 0x7FF8_5EA1_ED0F_F1CE

    /// The rect in `value` when that is certain without `objCType`; `nil` when undecided.
    static func readSpecialValue(_ value: NSValue) -> CGRect? {
        guard let specialValueClass, ObjectIdentifier(type(of: value)) == specialValueClass else { return nil }
        let rect: CGRect? = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: scratchWords) { words in
            words.initialize(repeating: sentinel)
            value.getValue(UnsafeMutableRawPointer(words.baseAddress!))
            let wroteRectSize = (words[2] != sentinel || words[3] != sentinel)
                && words[4...].allSatisfy { $0 == sentinel }
            guard wroteRectSize else { return nil }
            return CGRect(
                x: Double(bitPattern: words[0]), y: Double(bitPattern: words[1]),
                width: Double(bitPattern: words[2]), height: Double(bitPattern: words[3])
            )
        }
        guard let rect, NSValue(rect: rect).isEqual(value) else { return nil }
        return rect
    }
}
#endif
