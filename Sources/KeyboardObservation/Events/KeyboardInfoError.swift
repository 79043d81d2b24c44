/// Why a keyboard notification's `userInfo` could not be decoded: the key at
/// fault (UIKit's string) and what was wrong with it. Decoding never traps.
///
/// ```swift
/// do {
///     let info = try KeyboardInfo(userInfo: userInfo)
/// } catch {
///     print(error)  // "UIKeyboardAnimationDurationUserInfoKey: invalid value: -1.0 is negative"
///     if error.reason == .wrongType { print("not the payload UIKit posts") }
/// }
/// ```
///
/// ```swift
/// do {
///     _ = try KeyboardInfo(notification: notification)
/// } catch {   // a KeyboardInfoError: typed throws
///     let reason: KeyboardInfoError.Reason = error.reason
///     switch reason {
///     case .missingUserInfo, .missingValue: print("nothing to decode: \(error)")
///     case .wrongType, .invalidValue: print("\(error.key ?? "userInfo") holds something else: \(error)")
///     }
/// }
/// ```
public struct KeyboardInfoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault the decoder met.
    public enum Reason: Hashable, Sendable {
        /// The notification carried no `userInfo` at all.
        case missingUserInfo
        /// A required key is absent (only the end frame is required).
        case missingValue
        /// The key holds a value of the wrong type (an `NSNumber` where a rect belongs, …).
        case wrongType
        /// The value has the right type but is unusable (a non-finite frame, a negative duration, …).
        case invalidValue
    }

    /// The userInfo key at fault (UIKit's string), or nil when userInfo itself is missing.
    public var key: String?
    /// Whether the value was missing, of the wrong type, or invalid.
    public var reason: Reason
    /// A short account of the offending value, part of ``description``.
    var detail: String

    /// Creates an error; the decoder makes these.
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
