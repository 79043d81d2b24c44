import Foundation
import KeyboardObservation
import KeyboardObservationTesting

/// What a real device posts: UIKit's eight `userInfo` keys, in a ring of
/// distinct dictionaries so no figure depends on one dictionary's hash layout.
///
/// Besides the five keys the pool reads, UIKit still sends the legacy
/// `UIKeyboardBoundsUserInfoKey`, `UIKeyboardCenterBeginUserInfoKey` and
/// `UIKeyboardCenterEndUserInfoKey`, as payloads printed on devices show.
/// Every dictionary is built afresh, with its own boxed values and a
/// slightly different (fractional, as on 3x screens) keyboard height.
enum UIKitPayload {
    /// Dictionaries in a ring; a power of two so an index wraps with a mask.
    static let ringSize = 256

    /// A show payload (keyboard sliding in) and a hide payload (sliding out)
    /// for each slot of the ring.
    struct Ring {
        let shows: [[AnyHashable: Any]]
        let hides: [[AnyHashable: Any]]

        /// The keyboard's height in slot `index` (wrapped).
        func height(_ index: Int) -> Double { UIKitPayload.height(index & (ringSize - 1)) }

        /// The show and hide payloads of slot `index` (wrapped).
        @inline(__always)
        func pair(_ index: Int) -> (show: [AnyHashable: Any], hide: [AnyHashable: Any]) {
            (shows[index & (ringSize - 1)], hides[index & (ringSize - 1)])
        }
    }

    static func ring() -> Ring {
        let heights = (0..<ringSize).map(height)
        return Ring(
            shows: heights.map { userInfo(height: $0, showing: true) },
            hides: heights.map { userInfo(height: $0, showing: false) }
        )
    }

    /// Slot `slot`'s keyboard height: fractional, as on 3x screens.
    private static func height(_ slot: Int) -> Double { 291 + Double(slot) / 3 }

    /// The eight keys UIKit posts for a keyboard of `height` on a 390 × 844 pt screen.
    static func userInfo(height: Double, showing: Bool) -> [AnyHashable: Any] {
        let up = CGRect(x: 0, y: 844 - height, width: 390, height: height)
        let down = CGRect(x: 0, y: 844, width: 390, height: height)
        let (begin, end) = showing ? (down, up) : (up, down)
        return [
            KeyboardUserInfoKey.frameBegin: NSValue(rect: begin),
            KeyboardUserInfoKey.frameEnd: NSValue(rect: end),
            KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
            KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
            KeyboardUserInfoKey.isLocal: NSNumber(value: true),
            "UIKeyboardBoundsUserInfoKey": NSValue(rect: CGRect(x: 0, y: 0, width: 390, height: height)),
            "UIKeyboardCenterBeginUserInfoKey": NSValue(point: CGPoint(x: begin.midX, y: begin.midY)),
            "UIKeyboardCenterEndUserInfoKey": NSValue(point: CGPoint(x: end.midX, y: end.midY)),
        ]
    }
}
