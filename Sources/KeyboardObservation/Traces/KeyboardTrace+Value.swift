import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardTrace {
    /// One value of a post's `userInfo`, as JSON can hold it.
    ///
    /// UIKit posts rects in `NSValue`s and numbers in `NSNumber`s; a trace
    /// keeps each as what it is, and a replay posts it back the same way, so
    /// the replayed post decodes to the same ``KeyboardInfo`` or the same
    /// ``KeyboardInfoError``. In JSON each value is an object with one key
    /// naming its kind, or `null`:
    ///
    /// ```json
    /// {"rect": [0, 508, 390, 336]}   {"integer": 7}   {"double": 0.25}   {"bool": true}
    /// {"string": "…"}   null   {"array": […]}   {"dictionary": {…}}
    /// {"other": {"type": "NSConcreteValue", "description": "NSPoint: {195, 676}"}}
    /// ```
    ///
    /// A non-finite number is written as a string (`"nan"`, `"inf"`, `"-inf"`).
    public enum Value: Hashable, Sendable {
        /// A rect: an `NSValue` holding a `CGRect`, or a `CGRect`.
        case rect(CGRect)
        /// An `NSNumber` holding an integer.
        case integer(Int64)
        /// An `NSNumber` holding a floating-point number, or one past `Int64`'s range.
        case double(Double)
        /// An `NSNumber` holding a Boolean.
        case bool(Bool)
        /// A string.
        case string(String)
        /// `NSNull`.
        case null
        /// An array.
        case array([Value])
        /// A dictionary, its keys as strings.
        case dictionary([String: Value])
        /// Anything JSON cannot hold, and any value the decoder refused for
        /// its type: the type's name (what a wrong-type error names) and the
        /// value's description, for a reader. A replay posts a stand-in the
        /// decoder refuses with the same error.
        case other(type: String, description: String)

        /// Equal when they hold the same value; a NaN equals a NaN, so a
        /// trace equals its own JSON round trip.
        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.rect(let left), .rect(let right)): TraceRect(left) == TraceRect(right)
            case (.integer(let left), .integer(let right)): left == right
            case (.double(let left), .double(let right)): TraceComponent.same(left, right)
            case (.bool(let left), .bool(let right)): left == right
            case (.string(let left), .string(let right)): left == right
            case (.null, .null): true
            case (.array(let left), .array(let right)): left == right
            case (.dictionary(let left), .dictionary(let right)): left == right
            case (.other(let leftType, let leftDescription), .other(let rightType, let rightDescription)):
                leftType == rightType && leftDescription == rightDescription
            default: false
            }
        }

        /// Hashes as ``==(_:_:)`` compares.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .rect(let rect):
                hasher.combine("rect")
                hasher.combine(TraceRect(rect))
            case .integer(let integer):
                hasher.combine("integer")
                hasher.combine(integer)
            case .double(let double):
                hasher.combine("double")
                TraceComponent.hash(double, into: &hasher)
            case .bool(let bool):
                hasher.combine("bool")
                hasher.combine(bool)
            case .string(let string):
                hasher.combine("string")
                hasher.combine(string)
            case .null:
                hasher.combine("null")
            case .array(let array):
                hasher.combine("array")
                hasher.combine(array)
            case .dictionary(let dictionary):
                hasher.combine("dictionary")
                hasher.combine(dictionary)
            case .other(let type, let description):
                hasher.combine("other")
                hasher.combine(type)
                hasher.combine(description)
            }
        }
    }
}

extension KeyboardTrace.Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case rect, integer, double, bool, string, array, dictionary, other
    }

    private enum OtherKeys: String, CodingKey {
        case type, description
    }

    /// Decodes `null` or an object with one key naming the kind.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() {
            self = .null
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a userInfo value is null or one of "
                        + "rect, integer, double, bool, string, array, dictionary, other"
                )
            )
        }
        switch kind {
        case .rect: self = .rect(try container.decode(TraceRect.self, forKey: .rect).rect)
        case .integer: self = .integer(try container.decode(Int64.self, forKey: .integer))
        case .double: self = .double(try container.decode(TraceComponent.self, forKey: .double).value)
        case .bool: self = .bool(try container.decode(Bool.self, forKey: .bool))
        case .string: self = .string(try container.decode(String.self, forKey: .string))
        case .array: self = .array(try container.decode([Self].self, forKey: .array))
        case .dictionary: self = .dictionary(try container.decode([String: Self].self, forKey: .dictionary))
        case .other:
            let other = try container.nestedContainer(keyedBy: OtherKeys.self, forKey: .other)
            self = .other(
                type: try other.decode(String.self, forKey: .type),
                description: try other.decode(String.self, forKey: .description)
            )
        }
    }

    /// Encodes `null` or an object with one key naming the kind.
    public func encode(to encoder: any Encoder) throws {
        if case .null = self {
            var single = encoder.singleValueContainer()
            try single.encodeNil()
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .rect(let rect): try container.encode(TraceRect(rect), forKey: .rect)
        case .integer(let integer): try container.encode(integer, forKey: .integer)
        case .double(let double): try container.encode(TraceComponent(value: double), forKey: .double)
        case .bool(let bool): try container.encode(bool, forKey: .bool)
        case .string(let string): try container.encode(string, forKey: .string)
        case .null: break
        case .array(let array): try container.encode(array, forKey: .array)
        case .dictionary(let dictionary): try container.encode(dictionary, forKey: .dictionary)
        case .other(let type, let description):
            var other = container.nestedContainer(keyedBy: OtherKeys.self, forKey: .other)
            try other.encode(type, forKey: .type)
            try other.encode(description, forKey: .description)
        }
    }
}
