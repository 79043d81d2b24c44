import Foundation

/// A number as the package writes it in JSON: a finite one as a number, a
/// non-finite one as the string Swift prints for it (`"nan"`, `"-inf"`,
/// `"snan"`, …), which `JSONEncoder` would otherwise refuse to write. Two
/// are equal when their values are, or both are NaN, so a value holding one
/// equals its own JSON round trip.
struct JSONNumber: Codable, Hashable, Sendable {
    var value: Double

    init(_ value: Double) { self.value = value }

    /// Reads a number, or a string spelling a non-finite one.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number
            return
        }
        let spelled = try container.decode(String.self)
        guard let number = Double(spelled), !number.isFinite else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(spelled)\" is not a number (nan, inf or -inf)"
            )
        }
        value = number
    }

    /// Writes a finite number as a number, a non-finite one as a string.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isFinite {
            try container.encode(value)
        } else {
            try container.encode(value.description)
        }
    }

    static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN)
    }

    /// Hashes as ``==(_:_:)`` compares: every NaN alike.
    func hash(into hasher: inout Hasher) {
        if value.isNaN {
            hasher.combine(Double.nan.bitPattern)
        } else {
            hasher.combine(value)
        }
    }
}
