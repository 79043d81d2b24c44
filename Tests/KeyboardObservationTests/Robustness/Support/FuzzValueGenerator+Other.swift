import Foundation
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Values of types the decoder must refuse: every one of them means `.other`.
extension FuzzValueGenerator {
    mutating func stringValue() -> FuzzValue {
        let text = pick(["", "1", "0.25", "7", "true", "NaN", "{{0, 508}, {390, 336}}", "キーボード", "\u{0}",
                         KeyboardUserInfoKey.frameEnd, String(repeating: "x", count: Int.random(in: 0...64, using: &rng))])
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return FuzzValue(value: NSString(string: text), meaning: .other, label: "NSString(\(text.debugDescription))")
        case 1: return FuzzValue(value: Substring(text), meaning: .other, label: "Substring(\(text.debugDescription))")
        default: return FuzzValue(value: text, meaning: .other, label: "String(\(text.debugDescription))")
        }
    }

    mutating func collectionValue(depth: Int) -> FuzzValue {
        let elements = (0..<Int.random(in: 0...3, using: &rng)).map { _ in arbitrary(depth: depth + 1) }
        let inner = elements.map(\.label).joined(separator: ", ")
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return FuzzValue(value: elements.map(\.value), meaning: .other, label: "[\(inner)]")
        case 1: return FuzzValue(value: NSArray(array: elements.map(\.value)), meaning: .other, label: "NSArray[\(inner)]")
        case 2:
            let pairs = zip(KeyboardUserInfoKey.all, elements).map { ($0, $1.value) }
            let dictionary = [String: Any](pairs, uniquingKeysWith: { first, _ in first })
            return FuzzValue(value: dictionary, meaning: .other, label: "[String: Any][\(inner)]")
        case 3:
            let pairs = zip(KeyboardUserInfoKey.all, elements).map { ($0, $1.value) }
            let dictionary = NSDictionary(dictionary: [String: Any](pairs, uniquingKeysWith: { first, _ in first }))
            return FuzzValue(value: dictionary, meaning: .other, label: "NSDictionary[\(inner)]")
        default: return FuzzValue(value: Set([1, 2, 3]), meaning: .other, label: "Set<Int>")
        }
    }

    /// Non-rect `NSValue`s, plain structs, Foundation values, objects, closures, empty optionals.
    mutating func oddValue() -> FuzzValue {
        let (value, label) = Self.oddValues[Int.random(in: 0..<Self.oddValues.count, using: &rng)]()
        return FuzzValue(value: value, meaning: .other, label: label)
    }

    private static let oddValues: [@Sendable () -> (Any, String)] = [
        { (NSNull(), "NSNull") },
        { (BoxedValue.point(CGPoint(x: 1, y: 2)), "NSValue(point:)") },
        { (BoxedValue.size(CGSize(width: 390, height: 336)), "NSValue(size:)") },
        { (NSValue(range: NSRange(location: 1, length: 2)), "NSValue(range:)") },
        { (BoxedValue.fourDoubles(0, 508, 390, 336), "four doubles, a rect's size (edge insets)") },
        { var double = 336.0; return (NSValue(bytes: &double, objCType: "d"), "NSValue(bytes: Double, objCType: d)") },
        { var integer: Int64 = 7; return (NSValue(bytes: &integer, objCType: "q"), "NSValue(bytes: Int64, objCType: q)") },
        { var point = CGPoint(x: 1, y: 2); return (NSValue(bytes: &point, objCType: "{CGPoint=dd}"), "NSValue(bytes: CGPoint)") },
        { (CGPoint(x: 0, y: 508), "CGPoint") },
        { (CGSize(width: 390, height: 336), "CGSize") },
        { ((1.0, 2.0), "(Double, Double)") },
        { (Data([0x01, 0x02, 0x03]), "Data") },
        { (Date(timeIntervalSince1970: 0), "Date") },
        { (URL(fileURLWithPath: "/tmp"), "URL") },
        { (UUID(), "UUID") },
        { (FuzzJunkObject(), "FuzzJunkObject") },
        { ({ () in } as () -> Void, "closure") },
        { (Optional<Int>.none as Any, "Optional<Int>.none") },
        { (Optional<CGRect>.none as Any, "Optional<CGRect>.none") },
        { (keyboardInfo(), "KeyboardInfo") },
        { (AnyHashable("7"), "AnyHashable(String)") },
    ]
}
