import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardTrace.Value {
    /// What `value` is, as a trace keeps it: a rect from an `NSValue` or a
    /// `CGRect`, a number from an `NSNumber` (or a Swift number, which casts
    /// to one) by the kind it holds, a string, `NSNull`, a collection, or
    /// ``other(type:description:)``.
    init(recording value: Any) {
        if let number = value as? NSNumber {
            self = Self(number: number)
        } else if let boxed = value as? NSValue {
            self = RectValue.read(boxed).map(Self.rect) ?? .unheld(value)
        } else if let rect = value as? CGRect {
            self = .rect(rect)
        } else if let number = value as? CGFloat {
            self = .double(Double(number))
        } else if let string = value as? String {
            self = .string(string)
        } else if value is NSNull {
            self = .null
        } else if let array = value as? [Any] {
            self = .array(array.map(Self.init(recording:)))
        } else if let dictionary = value as? [AnyHashable: Any] {
            self = .dictionary(Self.recording(dictionary))
        } else {
            self = .unheld(value)
        }
    }

    /// The kind an `NSNumber` holds, told by its type encoding as the
    /// decoder tells it: floating point (`d`, `f`), a Boolean (`c`, `B`
    /// holding 0 or 1), an unsigned integer past `Int64` (kept as the
    /// `Double` the decoder reads from it), or an integer.
    private init(number: NSNumber) {
        switch NumberStorage(number) {
        case .floatingPoint:
            self = .double(number.doubleValue)
        case .unsigned where Int64(exactly: number.uint64Value) == nil:
            self = .double(number.doubleValue)
        case .character where number.int64Value == 0 || number.int64Value == 1:
            self = .bool(number.int64Value == 1)
        case .unsigned, .character, .integer:
            self = .integer(number.int64Value)
        }
    }

    /// A value JSON cannot hold: its type's name, as a wrong-type error names it, and its description.
    static func unheld(_ value: Any) -> Self {
        .other(type: UserInfoReader.typeName(of: value), description: String(describing: value))
    }

    /// A dictionary's values, under its keys as strings.
    static func recording(_ dictionary: [AnyHashable: Any]) -> [String: Self] {
        var recorded: [String: Self] = [:]
        for (key, value) in dictionary {
            recorded[(key.base as? String) ?? String(describing: key.base)] = Self(recording: value)
        }
        return recorded
    }

    /// The value as a replay posts it: a rect in an `NSValue` and a number
    /// in an `NSNumber`, as UIKit posts them; ``other(type:description:)``
    /// as a stand-in the decoder refuses for the recorded type.
    package var posted: Any {
        switch self {
        case .rect(let rect): RectValue.make(rect)
        case .integer(let integer): NSNumber(value: integer)
        case .double(let double): NSNumber(value: double)
        case .bool(let bool): NSNumber(value: bool)
        case .string(let string): string
        case .null: NSNull()
        case .array(let array): array.map(\.posted)
        case .dictionary(let dictionary): dictionary.mapValues(\.posted)
        case .other(let type, let description): KeyboardTrace.StandIn(typeName: type, description: description)
        }
    }
}

extension KeyboardTrace {
    /// What a replay posts for a value a trace could not hold: the decoder
    /// refuses it as the wrong type, naming the type the recorded value had.
    package final class StandIn: Sendable, CustomStringConvertible {
        /// The recorded value's type, as a wrong-type error names it.
        let typeName: String
        /// The recorded value's description.
        package let description: String

        init(typeName: String, description: String) {
            self.typeName = typeName
            self.description = description
        }
    }
}
