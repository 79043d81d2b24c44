import Foundation

/// `NSValue`s of the kinds UIKit puts in a keyboard `userInfo`, made the one
/// way every platform spells alike (`NSValue(bytes:objCType:)` with the type
/// encodings `@encode` gives): `NSValue(rect:)` exists only on Linux and
/// macOS, `NSValue(cgRect:)` only where UIKit does.
enum BoxedValue {
    static func rect(_ rect: CGRect) -> NSValue {
        var rect = rect
        return NSValue(bytes: &rect, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
    }

    static func point(_ point: CGPoint) -> NSValue {
        var point = point
        return NSValue(bytes: &point, objCType: "{CGPoint=dd}")
    }

    static func size(_ size: CGSize) -> NSValue {
        var size = size
        return NSValue(bytes: &size, objCType: "{CGSize=dd}")
    }

    /// Four doubles, as many bytes as a rect (what edge insets hold).
    static func fourDoubles(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> NSValue {
        var words = (a, b, c, d)
        return NSValue(bytes: &words, objCType: "[4d]")
    }
}
