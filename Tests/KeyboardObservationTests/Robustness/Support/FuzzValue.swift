import Foundation

/// A generated `userInfo` value and what it means to the decoding rules.
struct FuzzValue {
    /// The value as it goes into the dictionary.
    let value: Any
    /// What the rules see in it.
    let meaning: Meaning
    /// A readable account of how the value was built, for failure messages;
    /// built only when asked for, as formatting costs more than fuzzing.
    var label: String { describe() }
    private let describe: () -> String

    init(value: Any, meaning: Meaning, label: @autoclosure @escaping () -> String) {
        self.value = value
        self.meaning = meaning
        self.describe = label
    }

    enum Meaning {
        /// A rect, boxed in an `NSValue` or plain (components may be non-finite).
        case rect(CGRect)
        /// A number, as `NSNumber` or one of Swift's numeric types.
        case number(FuzzNumber)
        /// Anything else: strings, `NSNull`, collections, non-rect `NSValue`s, …
        case other
    }
}

/// A generated number, kept exact so the expected outcome is computed exactly.
enum FuzzNumber {
    case signed(Int64)
    case unsigned(UInt64)
    case floating(Double)
    case bool(Bool)

    /// The value a decoder reading `doubleValue` sees.
    var doubleValue: Double {
        switch self {
        case .signed(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .floating(let value): value
        case .bool(let value): value ? 1 : 0
        }
    }

    /// The integer it holds exactly, if it holds one that fits an `Int`.
    var exactInt: Int? {
        switch self {
        case .signed(let value): Int(exactly: value)
        case .unsigned(let value): Int(exactly: value)
        case .floating(let value): Int(exactly: value)
        case .bool(let value): value ? 1 : 0
        }
    }
}

/// An object of no type the decoder knows.
final class FuzzJunkObject: CustomStringConvertible {
    var description: String { "FuzzJunkObject" }
}

/// Boxes a rect the way UIKit does on this platform.
func boxedRect(_ rect: CGRect) -> NSValue {
    #if canImport(UIKit)
    NSValue(cgRect: rect)
    #else
    BoxedValue.rect(rect)
    #endif
}

/// `@encode(CGRect)`, for `NSValue(bytes:objCType:)`.
let rectObjCType = "{CGRect={CGPoint=dd}{CGSize=dd}}"
