#if canImport(UIKit)
import UIKit
#endif
import Foundation
import KeyboardObservation
import KeyboardObservationTesting

/// The client of every fan-out way: the same small amount of work per event,
/// whether the event arrives through the pool, a per-client NotificationCenter
/// observer, or the floor's loop.
@MainActor
final class ProfileClient: KeyboardObservable {
    private(set) var received = 0
    private(set) var checksum: Double = 0

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        consume(endFrame: info.endFrame, duration: info.animationDuration, curve: info.animationCurve.rawValue)
    }

    /// What a screen would do with the payload, reduced to a sum.
    @inline(__always)
    func consume(endFrame: CGRect, duration: TimeInterval, curve: Int) {
        received &+= 1
        checksum += endFrame.height + duration + Double(curve)
    }
}

/// The decode seeds and peers write in every screen: three `as?` casts, no
/// validation (a wrong type is silently ignored, an `NSNumber` where a rect
/// belongs aborts). Two spellings are common, and they cost very differently
/// on Linux: `as? Double`/`as? Int` goes through Swift's dynamic cast (and
/// allocates), `(value as? NSNumber)?.doubleValue` is a class check and a call.
enum UncheckedDecode {
    struct Fields {
        var endFrame: CGRect
        var duration: TimeInterval
        var curve: Int
    }

    /// Which spelling a hand-written observer uses.
    enum Spelling: String, CaseIterable, Codable {
        /// `userInfo[key] as? Double`, `as? Int`.
        case swiftCasts
        /// `(userInfo[key] as? NSNumber)?.doubleValue`, `.intValue`.
        case nsNumber
    }

    @inline(__always)
    static func fields(_ userInfo: [AnyHashable: Any]?, _ spelling: Spelling) -> Fields? {
        switch spelling {
        case .swiftCasts: fields(userInfo)
        case .nsNumber: nsNumberFields(userInfo)
        }
    }

    /// The `as? Double`/`as? Int` spelling.
    @inline(__always)
    static func fields(_ userInfo: [AnyHashable: Any]?) -> Fields? {
        guard let userInfo,
              let endFrame = (userInfo[KeyboardUserInfoKey.frameEnd] as? NSValue).map(rect),
              let duration = userInfo[KeyboardUserInfoKey.animationDuration] as? Double,
              let curve = userInfo[KeyboardUserInfoKey.animationCurve] as? Int
        else { return nil }
        return Fields(endFrame: endFrame, duration: duration, curve: curve)
    }

    /// The `(value as? NSNumber)?.doubleValue` spelling.
    @inline(__always)
    static func nsNumberFields(_ userInfo: [AnyHashable: Any]?) -> Fields? {
        guard let userInfo,
              let endFrame = (userInfo[KeyboardUserInfoKey.frameEnd] as? NSValue).map(rect),
              let duration = (userInfo[KeyboardUserInfoKey.animationDuration] as? NSNumber)?.doubleValue,
              let curve = (userInfo[KeyboardUserInfoKey.animationCurve] as? NSNumber)?.intValue
        else { return nil }
        return Fields(endFrame: endFrame, duration: duration, curve: curve)
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

/// The keyboard payload every section posts: what UIKit posts for a 336 pt
/// keyboard sliding in, as the pool's own encoder spells it.
enum SamplePayload {
    static let info = KeyboardInfo(
        beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
        endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
        animationDuration: 0.25,
        animationCurve: .keyboard,
        isLocal: true
    )

    @MainActor static let userInfo: [AnyHashable: Any] = info.userInfo
}
