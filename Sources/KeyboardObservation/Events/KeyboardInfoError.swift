/// Why a keyboard notification's `userInfo` could not be decoded.
///
/// Decoding never traps: every dictionary either decodes or produces one of
/// these, naming the key at fault (UIKit's string) and what was wrong with it.
///
/// ```swift
/// do {
///     let info = try KeyboardInfo(userInfo: userInfo)
/// } catch {
///     print(error)  // "UIKeyboardAnimationDurationUserInfoKey: invalid value: -1.0 is negative"
///     if error.reason == .wrongType { … }
/// }
/// ```
public struct KeyboardInfoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault the decoder met.
    public enum Reason: Hashable, Sendable {
        /// The notification carried no `userInfo` at all.
        case missingUserInfo
        /// A required key is absent (only the end frame is required).
        case missingValue
        /// The key holds a value of the wrong type (a string where a rect belongs,
        /// an `NSNumber` where an `NSValue` rect belongs, …).
        case wrongType
        /// The key holds a value of the right type that is not acceptable
        /// (a non-finite frame component, a negative duration, a fractional curve).
        case invalidValue
    }

    /// The userInfo key at fault (UIKit's string), or nil when userInfo itself is missing.
    public var key: String?

    /// Whether the value was missing, of the wrong type, or invalid.
    public var reason: Reason

    /// A short account of the offending value, part of ``description``.
    var detail: String

    /// Creates an error; the decoder makes these.
    ///
    /// - Parameters:
    ///   - key: The `userInfo` key at fault, or `nil` for a missing `userInfo`.
    ///   - reason: The kind of fault.
    ///   - detail: A short account of the offending value.
    init(key: String?, reason: Reason, detail: String = "") {
        self.key = key
        self.reason = reason
        self.detail = detail
    }

    /// For example `UIKeyboardFrameEndUserInfoKey: wrong type: NSNumber`.
    public var description: String {
        let kind: String = switch reason {
        case .missingUserInfo: "missing userInfo"
        case .missingValue: "missing value"
        case .wrongType: "wrong type"
        case .invalidValue: "invalid value"
        }
        let head = key.map { "\($0): \(kind)" } ?? kind
        return detail.isEmpty ? head : "\(head): \(detail)"
    }
}
