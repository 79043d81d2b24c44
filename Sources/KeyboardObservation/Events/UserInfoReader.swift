import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Validates single values found in a keyboard `userInfo`: `nil` for an absent
/// value, a ``KeyboardInfoError`` naming `key` for a present but unusable one.
enum UserInfoReader {

    static func rect(_ value: Any?, key: String) throws(KeyboardInfoError) -> CGRect? {
        guard let value else { return nil }
        let rect: CGRect
        if let boxed = value as? NSValue {
            guard let unboxed = RectValue.read(boxed) else { throw wrongType(key, value) }
            rect = unboxed
        } else if let plain = value as? CGRect {
            rect = plain
        } else {
            throw wrongType(key, value)
        }
        guard rect.isFiniteRect else {
            throw KeyboardInfoError(key: key, reason: .invalidValue, detail: "non-finite frame component in \(rect)")
        }
        return rect
    }

    static func duration(_ value: Any?, key: String) throws(KeyboardInfoError) -> TimeInterval? {
        guard let value else { return nil }
        guard let seconds = Self.number(value) else { throw wrongType(key, value) }
        guard seconds.isFinite else {
            throw KeyboardInfoError(key: key, reason: .invalidValue, detail: "\(seconds) is not finite")
        }
        guard seconds >= 0 else {
            throw KeyboardInfoError(key: key, reason: .invalidValue, detail: "\(seconds) is negative")
        }
        return seconds
    }

    static func curve(_ value: Any?, key: String) throws(KeyboardInfoError) -> KeyboardAnimationCurve? {
        guard let value else { return nil }
        if let number = value as? NSNumber, let raw = Self.wholeNumber(number) {
            return KeyboardAnimationCurve(rawValue: raw)
        }
        if let raw = value as? Int {
            return KeyboardAnimationCurve(rawValue: raw)
        }
        if let number = Self.number(value) {
            // A whole value that is not an `NSNumber` (a `CGFloat` on Linux) is still a curve.
            if let raw = Int(exactly: number) { return KeyboardAnimationCurve(rawValue: raw) }
            throw KeyboardInfoError(key: key, reason: .invalidValue, detail: "\(number) is not a whole number")
        }
        throw wrongType(key, value)
    }

    static func flag(_ value: Any?, key: String) throws(KeyboardInfoError) -> Bool? {
        guard let value else { return nil }
        // An `NSNumber` (what UIKit posts) casts to `Bool` exactly when it
        // holds 0 or 1, which its `doubleValue` answers without the bridge.
        if let number = value as? NSNumber { return try flag(number.doubleValue, key: key) }
        if let flag = value as? Bool { return flag }
        if let number = Self.number(value) { return try flag(number, key: key) }
        throw wrongType(key, value)
    }

    private static func flag(_ number: Double, key: String) throws(KeyboardInfoError) -> Bool {
        // Swift integers and doubles do not cast to `Bool`, even when they hold 0 or 1.
        if number == 0 { return false }
        if number == 1 { return true }
        throw KeyboardInfoError(key: key, reason: .invalidValue, detail: "\(number) is neither 0 nor 1")
    }

    /// A numeric value as a `Double`: `NSNumber` first (what UIKit posts), then Swift's own types.
    /// `CGFloat` is listed on its own: on Linux it does not bridge to `NSNumber`.
    private static func number(_ value: Any) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        if let number = value as? Double { return number }
        if let number = value as? CGFloat { return Double(number) }
        return nil
    }

    /// The integer in `number` when it holds a whole number that fits an `Int`.
    private static func wholeNumber(_ number: NSNumber) -> Int? {
        switch NumberStorage(number) {
        case .floatingPoint: Int(exactly: number.doubleValue)   // only an exact whole value is a curve
        case .unsigned: Int(exactly: number.uint64Value)   // refuse what wraps past Int.max
        case .character, .integer: number.intValue
        }
    }

    private static func wrongType(_ key: String, _ value: Any) -> KeyboardInfoError {
        KeyboardInfoError(key: key, reason: .wrongType, detail: typeName(of: value))
    }

    /// The type a wrong-type error names: the value's own, or, for the stand-in
    /// a replayed trace posts for a value JSON could not hold, the recorded one.
    static func typeName(of value: Any) -> String {
        // NB: the type compared, not `as?`: a cast of an `NSNumber` to a Swift class costs more than the rest.
        guard type(of: value) == KeyboardTrace.StandIn.self, let standIn = value as? KeyboardTrace.StandIn else {
            return "\(type(of: value))"
        }
        return standIn.typeName
    }
}
