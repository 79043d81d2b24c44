/// The values under UIKit's five keyboard keys, found in one pass over a `userInfo`.
///
/// A `[AnyHashable: Any]` lookup boxes, hashes and compares its key through
/// `AnyHashable`: walking the handful of entries once costs less than one
/// lookup (a large dictionary is read with lookups). Same answers as
/// `userInfo[key]`: an `AnyHashable` equals a `String` key only when its base
/// is a `String` with the same contents, exactly the entries matched here.
struct KeyboardUserInfoValues {
    private(set) var frameBegin: Any?
    private(set) var frameEnd: Any?
    private(set) var animationDuration: Any?
    private(set) var animationCurve: Any?
    private(set) var isLocal: Any?

    /// Above this many entries, lookups beat a walk.
    private static let walkLimit = 16

    init(_ userInfo: [AnyHashable: Any]) {
        guard userInfo.count <= Self.walkLimit else {
            frameBegin = userInfo[UIKitKeyboardConstants.frameBeginKey]
            frameEnd = userInfo[UIKitKeyboardConstants.frameEndKey]
            animationDuration = userInfo[UIKitKeyboardConstants.animationDurationKey]
            animationCurve = userInfo[UIKitKeyboardConstants.animationCurveKey]
            isLocal = userInfo[UIKitKeyboardConstants.isLocalKey]
            return
        }
        for (key, value) in userInfo {
            guard let name = Self.string(key.base) else { continue }
            // The five keys differ in length, so one integer comparison picks
            // the only key a name can be, and one string comparison settles it;
            // the legacy keys UIKit also sends cost no string comparison at all.
            switch name.utf8.count {
            case Self.frameEndCount where name == UIKitKeyboardConstants.frameEndKey: frameEnd = value
            case Self.frameBeginCount where name == UIKitKeyboardConstants.frameBeginKey: frameBegin = value
            case Self.durationCount where name == UIKitKeyboardConstants.animationDurationKey: animationDuration = value
            case Self.curveCount where name == UIKitKeyboardConstants.animationCurveKey: animationCurve = value
            case Self.isLocalCount where name == UIKitKeyboardConstants.isLocalKey: isLocal = value
            default: continue
            }
        }
    }

    /// `base` when its type is exactly `String`, without a runtime cast (hundreds of instructions).
    /// An `Any` argument is opened (Swift 6): `Base` is its dynamic type.
    private static func string<Base>(_ base: Base) -> String? {
        Base.self == String.self ? unsafeBitCast(base, to: String.self) : nil
    }

    private static let frameEndCount = UIKitKeyboardConstants.frameEndKey.utf8.count
    private static let frameBeginCount = UIKitKeyboardConstants.frameBeginKey.utf8.count
    private static let durationCount = UIKitKeyboardConstants.animationDurationKey.utf8.count
    private static let curveCount = UIKitKeyboardConstants.animationCurveKey.utf8.count
    private static let isLocalCount = UIKitKeyboardConstants.isLocalKey.utf8.count
}
