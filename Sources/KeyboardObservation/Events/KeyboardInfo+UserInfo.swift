import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardInfo {
    /// The duration used when `UIKeyboardAnimationDurationUserInfoKey` is absent: 0, apply at once.
    static let defaultAnimationDuration: TimeInterval = 0
    /// The curve used when `UIKeyboardAnimationCurveUserInfoKey` is absent: ``KeyboardAnimationCurve/keyboard``.
    static let defaultAnimationCurve: KeyboardAnimationCurve = .keyboard

    /// Decodes a keyboard notification's `userInfo`, never trapping.
    ///
    /// - No `userInfo`, or no end frame: an error.
    /// - A key with the wrong type, a non-finite frame component, a negative or
    ///   non-finite duration, a curve that is not a whole number, an `isLocal`
    ///   other than 0 or 1: an error naming that key.
    /// - A missing begin frame defaults to the end frame, a missing duration to
    ///   0, a missing curve to ``KeyboardAnimationCurve/keyboard``, a missing
    ///   `isLocal` to `nil`.
    ///
    /// Frames are read from `NSValue` (what UIKit posts) or `CGRect`; numbers
    /// from `NSNumber` or Swift numbers.
    public init(userInfo: [AnyHashable: Any]?) throws(KeyboardInfoError) {
        guard let userInfo else { throw KeyboardInfoError(key: nil, reason: .missingUserInfo) }
        typealias Key = UIKitKeyboardConstants
        guard let endFrame = try UserInfoReader.rect(userInfo[Key.frameEndKey], key: Key.frameEndKey) else {
            throw KeyboardInfoError(key: Key.frameEndKey, reason: .missingValue)
        }
        self.init(
            beginFrame: try UserInfoReader.rect(userInfo[Key.frameBeginKey], key: Key.frameBeginKey) ?? endFrame,
            endFrame: endFrame,
            animationDuration: try UserInfoReader.duration(
                userInfo[Key.animationDurationKey], key: Key.animationDurationKey
            ) ?? Self.defaultAnimationDuration,
            animationCurve: try UserInfoReader.curve(userInfo[Key.animationCurveKey], key: Key.animationCurveKey)
                ?? Self.defaultAnimationCurve,
            isLocal: try UserInfoReader.flag(userInfo[Key.isLocalKey], key: Key.isLocalKey)
        )
    }

    /// The UIKit-shaped dictionary: NSValue(CGRect) and NSNumber under UIKit's key strings.
    ///
    /// `isLocal` is left out when it is `nil`. Decoding this dictionary gives
    /// back an equal ``KeyboardInfo``.
    public var userInfo: [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = [
            UIKitKeyboardConstants.frameBeginKey: RectValue.make(beginFrame),
            UIKitKeyboardConstants.frameEndKey: RectValue.make(endFrame),
            UIKitKeyboardConstants.animationDurationKey: NSNumber(value: animationDuration),
            UIKitKeyboardConstants.animationCurveKey: NSNumber(value: animationCurve.rawValue),
        ]
        if let isLocal {
            userInfo[UIKitKeyboardConstants.isLocalKey] = NSNumber(value: isLocal)
        }
        return userInfo
    }
}
