import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// The one-pass reader finds exactly what `userInfo[key]` finds.
struct KeyboardUserInfoValuesTests {
    private func expectSameAsLookups(_ userInfo: [AnyHashable: Any], _ comment: Comment) {
        let values = KeyboardUserInfoValues(userInfo)
        for key in KeyboardUserInfoKey.all {
            let expected = userInfo[key].map { String(describing: $0) }
            #expect(values[key].map { String(describing: $0) } == expected, "\(comment): \(key)")
        }
    }

    @Test func aUIKitShapedUserInfoGivesEveryValue() {
        let userInfo: [AnyHashable: Any] = [
            KeyboardUserInfoKey.frameBegin: NSValue(rect: CGRect(x: 0, y: 844, width: 390, height: 336)),
            KeyboardUserInfoKey.frameEnd: NSValue(rect: CGRect(x: 0, y: 508, width: 390, height: 336)),
            KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
            KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
            KeyboardUserInfoKey.isLocal: NSNumber(value: true),
            "UIKeyboardCenterEndUserInfoKey": NSValue(point: CGPoint(x: 195, y: 676)),
        ]
        expectSameAsLookups(userInfo, "UIKit-shaped")
        #expect(KeyboardUserInfoValues(userInfo)[KeyboardUserInfoKey.isLocal] != nil)
    }

    @Test func keysOfOtherTypesMatchOnlyWhenALookupWould() {
        var userInfo: [AnyHashable: Any] = [
            AnyHashable(NSString(string: KeyboardUserInfoKey.frameEnd)): "an NSString key",
            AnyHashable(Substring(KeyboardUserInfoKey.animationCurve)): "a Substring key",
            AnyHashable(7): "an Int key",
        ]
        expectSameAsLookups(userInfo, "foreign keys")
        userInfo[KeyboardUserInfoKey.frameEnd] = "a String key"
        expectSameAsLookups(userInfo, "foreign keys beside a String key")
    }

    @Test func aLargeUserInfoIsReadWithLookups() {
        var userInfo: [AnyHashable: Any] = Dictionary(uniqueKeysWithValues: (0..<40).map { ("extra \($0)", $0) })
        userInfo[KeyboardUserInfoKey.frameEnd] = NSValue(rect: .zero)
        userInfo[KeyboardUserInfoKey.animationDuration] = 0.5
        expectSameAsLookups(userInfo, "40 extra keys")
        #expect(KeyboardUserInfoValues(userInfo)[KeyboardUserInfoKey.frameBegin] == nil)
    }

    @Test func anEmptyUserInfoHasNothing() {
        let values = KeyboardUserInfoValues([:])
        #expect(KeyboardUserInfoKey.all.allSatisfy { values[$0] == nil })
    }
}

extension KeyboardUserInfoValues {
    /// The value found under `key`, one of ``KeyboardUserInfoKey``'s five:
    /// what the tests compare with `userInfo[key]`.
    subscript(key: String) -> Any? {
        switch key {
        case KeyboardUserInfoKey.frameEnd: frameEnd
        case KeyboardUserInfoKey.frameBegin: frameBegin
        case KeyboardUserInfoKey.animationDuration: animationDuration
        case KeyboardUserInfoKey.animationCurve: animationCurve
        case KeyboardUserInfoKey.isLocal: isLocal
        default: nil
        }
    }
}
