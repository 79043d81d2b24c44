#if canImport(UIKit)
import UIKit
#endif
import Foundation
import KeyboardObservation
import KeyboardObservationTesting

/// What a screen writes by hand to read a keyboard notification: the three
/// values it uses — the end frame, the duration and the curve — in the
/// spellings apps write.
///
/// Two spellings of the numbers are common, and they cost very differently on
/// Linux: `as? Double`/`as? Int` goes through Swift's dynamic cast (and
/// allocates), `(value as? NSNumber)?.doubleValue` is a class check and a call.
/// Each comes unchecked, as most screens write it (a value of the wrong type
/// is skipped, an `NSNumber` where the rect belongs aborts), and validated, as
/// a careful screen writes it (``validatedRect(_:)``, a finite duration that
/// is not negative).
enum HandwrittenDecode {
    struct Fields {
        var endFrame: CGRect
        var duration: TimeInterval
        var curve: Int
    }

    /// Which spelling a hand-written observer uses.
    enum Spelling {
        /// `userInfo[key] as? Double`, `as? Int`; the rect from any `NSValue`.
        case uncheckedSwiftCasts
        /// `(userInfo[key] as? NSNumber)?.doubleValue`, `.intValue`; the rect from any `NSValue`.
        case uncheckedNSNumber
        /// `as? Double`, `as? Int`, each value checked.
        case validatedSwiftCasts
        /// `as? NSNumber`, each value checked.
        case validatedNSNumber
    }

    @inline(__always)
    static func fields(_ userInfo: [AnyHashable: Any]?, _ spelling: Spelling) -> Fields? {
        switch spelling {
        case .uncheckedSwiftCasts: uncheckedSwiftCasts(userInfo)
        case .uncheckedNSNumber: uncheckedNSNumber(userInfo)
        case .validatedSwiftCasts: validatedSwiftCasts(userInfo)
        case .validatedNSNumber: validatedNSNumber(userInfo)
        }
    }

    @inline(__always)
    private static func uncheckedSwiftCasts(_ userInfo: [AnyHashable: Any]?) -> Fields? {
        guard let userInfo,
              let endFrame = (userInfo[KeyboardUserInfoKey.frameEnd] as? NSValue).map(rect),
              let duration = userInfo[KeyboardUserInfoKey.animationDuration] as? Double,
              let curve = userInfo[KeyboardUserInfoKey.animationCurve] as? Int
        else { return nil }
        return Fields(endFrame: endFrame, duration: duration, curve: curve)
    }

    @inline(__always)
    private static func uncheckedNSNumber(_ userInfo: [AnyHashable: Any]?) -> Fields? {
        guard let userInfo,
              let endFrame = (userInfo[KeyboardUserInfoKey.frameEnd] as? NSValue).map(rect),
              let duration = (userInfo[KeyboardUserInfoKey.animationDuration] as? NSNumber)?.doubleValue,
              let curve = (userInfo[KeyboardUserInfoKey.animationCurve] as? NSNumber)?.intValue
        else { return nil }
        return Fields(endFrame: endFrame, duration: duration, curve: curve)
    }

    @inline(__always)
    private static func validatedSwiftCasts(_ userInfo: [AnyHashable: Any]?) -> Fields? {
        guard let userInfo,
              let endFrame = validatedRect(userInfo[KeyboardUserInfoKey.frameEnd]),
              let duration = userInfo[KeyboardUserInfoKey.animationDuration] as? Double,
              duration.isFinite, duration >= 0,
              let curve = userInfo[KeyboardUserInfoKey.animationCurve] as? Int
        else { return nil }
        return Fields(endFrame: endFrame, duration: duration, curve: curve)
    }

    @inline(__always)
    private static func validatedNSNumber(_ userInfo: [AnyHashable: Any]?) -> Fields? {
        guard let userInfo,
              let endFrame = validatedRect(userInfo[KeyboardUserInfoKey.frameEnd]),
              let duration = (userInfo[KeyboardUserInfoKey.animationDuration] as? NSNumber)?.doubleValue,
              duration.isFinite, duration >= 0,
              let curve = (userInfo[KeyboardUserInfoKey.animationCurve] as? NSNumber)?.intValue
        else { return nil }
        return Fields(endFrame: endFrame, duration: duration, curve: curve)
    }

    /// `@encode(CGRect)` on every 64-bit platform.
    private static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    /// The rect in `value` when it is an `NSValue` holding a rect with finite
    /// components: what `value as? CGRect` checks on iOS (a cast Foundation on
    /// Linux does not offer). Reading a rect out of an `NSNumber` aborts.
    @inline(__always)
    private static func validatedRect(_ value: Any?) -> CGRect? {
        guard let value = value as? NSValue,
              strcmp(value.objCType, rectEncoding) == 0
        else { return nil }
        let frame = rect(value)
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite
        else { return nil }
        return frame
    }

    @inline(__always)
    private static func rect(_ value: NSValue) -> CGRect {
        #if canImport(UIKit)
        value.cgRectValue
        #else
        value.rectValue
        #endif
    }
}
