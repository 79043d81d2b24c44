import Foundation

/// How an `NSNumber` stores its value, read from its `objCType`: the one
/// place that reads it, for decoding a curve and for recording a trace.
enum NumberStorage: Hashable, Sendable {
    /// `d` or `f`: a double or a float.
    case floatingPoint
    /// `Q` (or `L` on 32-bit): an unsigned integer that may pass `Int64.max`.
    case unsigned
    /// `c` or `B`: a `char` or a `BOOL` (UIKit's booleans are either).
    case character
    /// Any other signed integer.
    case integer

    init(_ number: NSNumber) {
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "d"), UInt8(ascii: "f"): self = .floatingPoint
        case UInt8(ascii: "Q"), UInt8(ascii: "L"): self = .unsigned
        case UInt8(ascii: "c"), UInt8(ascii: "B"): self = .character
        default: self = .integer
        }
    }
}
