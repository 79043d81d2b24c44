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
    /// The three values a screen uses.
    struct Fields {
        var endFrame: CGRect
        var duration: TimeInterval
        var curve: Int
    }

    /// Which spelling a hand-written observer uses; the raw value names it in the realistic show's JSON keys.
    enum Spelling: String, CaseIterable {
        /// `userInfo[key] as? Double`, `as? Int`; the rect from any `NSValue`.
        case uncheckedSwiftCasts = "swift_casts"
        /// `(userInfo[key] as? NSNumber)?.doubleValue`, `.intValue`; the rect from any `NSValue`.
        case uncheckedNSNumber = "nsnumber"
        /// `as? Double`, `as? Int`, each value checked.
        case validatedSwiftCasts = "validated_swift_casts"
        /// `as? NSNumber`, each value checked.
        case validatedNSNumber = "validated_nsnumber"

        /// How it reads, e.g. "unchecked, as? NSNumber".
        var label: String {
            let numbers = self == .uncheckedNSNumber || self == .validatedNSNumber ? "as? NSNumber" : "as? Double / as? Int"
            return "\(isValidated ? "validated" : "unchecked"), \(numbers)"
        }

        var isValidated: Bool { self == .validatedSwiftCasts || self == .validatedNSNumber }
    }

    @inline(__always)
    static func fields(_ userInfo: [AnyHashable: Any]?, _ spelling: Spelling) -> Fields? {
        switch spelling {
        case .uncheckedSwiftCasts: read(userInfo, SwiftCasts.self, validated: false)
        case .uncheckedNSNumber: read(userInfo, NSNumberReads.self, validated: false)
        case .validatedSwiftCasts: read(userInfo, SwiftCasts.self, validated: true)
        case .validatedNSNumber: read(userInfo, NSNumberReads.self, validated: true)
        }
    }

    /// The three values in one spelling of the numbers; `validated` checks
    /// the rect's type and that the duration is finite and not negative.
    @inline(__always)
    private static func read<Numbers: NumberSpelling>(
        _ userInfo: [AnyHashable: Any]?, _ numbers: Numbers.Type, validated: Bool
    ) -> Fields? {
        guard let userInfo else { return nil }
        let frame = userInfo[KeyboardUserInfoKey.frameEnd]
        guard let endFrame = validated ? validatedRect(frame) : (frame as? NSValue).map(rect),
              let duration = Numbers.double(userInfo[KeyboardUserInfoKey.animationDuration]),
              !validated || (duration.isFinite && duration >= 0),
              let curve = Numbers.int(userInfo[KeyboardUserInfoKey.animationCurve])
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

/// How a hand-written screen reads a number out of `userInfo`.
protocol NumberSpelling {
    static func double(_ value: Any?) -> Double?
    static func int(_ value: Any?) -> Int?
}

/// `userInfo[key] as? Double`, `as? Int`: Swift's dynamic cast.
enum SwiftCasts: NumberSpelling {
    @inline(__always) static func double(_ value: Any?) -> Double? { value as? Double }
    @inline(__always) static func int(_ value: Any?) -> Int? { value as? Int }
}

/// `(userInfo[key] as? NSNumber)?.doubleValue`, `.intValue`: a class check and a call.
enum NSNumberReads: NumberSpelling {
    @inline(__always) static func double(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
    @inline(__always) static func int(_ value: Any?) -> Int? { (value as? NSNumber)?.intValue }
}
