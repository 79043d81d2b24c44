import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// One test per rule of `KeyboardInfo(userInfo:)`.
struct KeyboardInfoDecodingTests {
    private typealias Key = KeyboardUserInfoKey
    private let rect = CGRect(x: 0, y: 508, width: 390, height: 336)

    private func decodeError(_ userInfo: [AnyHashable: Any]?) -> KeyboardInfoError? {
        do {
            _ = try KeyboardInfo(userInfo: userInfo)
            return nil
        } catch {
            return error
        }
    }

    private func with(_ key: String, _ value: Any) -> [AnyHashable: Any] {
        var userInfo = keyboardInfo().userInfo
        userInfo[key] = value
        return userInfo
    }

    @Test func decodesWhatUIKitPosts() throws {
        let info = keyboardInfo()
        #expect(try KeyboardInfo(userInfo: info.userInfo) == info)
    }

    @Test func decodesFromANotification() throws {
        let info = keyboardInfo()
        let notification = Notification(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: info.userInfo)
        #expect(try KeyboardInfo(notification: notification) == info)
    }

    @Test func userInfoUsesUIKitsKeyStrings() {
        let keys = Set(keyboardInfo().userInfo.keys.compactMap { $0 as? String })
        #expect(keys == [
            "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
            "UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardAnimationCurveUserInfoKey",
            "UIKeyboardIsLocalUserInfoKey",
        ])
    }

    @Test func missingUserInfoIsAnErrorWithoutAKey() {
        let error = decodeError(nil)
        #expect(error == KeyboardInfoError(key: nil, reason: .missingUserInfo))
    }

    @Test func missingEndFrameIsAnError() {
        var userInfo = keyboardInfo().userInfo
        userInfo[Key.frameEnd] = nil
        #expect(decodeError(userInfo)?.key == Key.frameEnd)
        #expect(decodeError(userInfo)?.reason == .missingValue)
        #expect(decodeError([:])?.key == Key.frameEnd)
    }

    @Test func wrongTypesAreErrorsNamingTheKey() {
        let cases: [(String, Any)] = [
            (Key.frameEnd, "not a rect"),
            (Key.frameEnd, NSNumber(value: 336)),          // an NSNumber is an NSValue: must not be read as a rect
            (Key.frameEnd, BoxedValue.point(CGPoint(x: 1, y: 2))),
            (Key.frameEnd, [0, 508, 390, 336]),
            (Key.frameBegin, NSNull()),
            (Key.animationDuration, "0.25"),
            (Key.animationDuration, [0.25]),
            (Key.animationCurve, "7"),
            (Key.animationCurve, BoxedValue.rect(rect)),
            (Key.isLocal, "yes"),
        ]
        for (key, value) in cases {
            let error = decodeError(with(key, value))
            #expect(error?.key == key, "\(key) = \(value)")
            #expect(error?.reason == .wrongType, "\(key) = \(value)")
        }
    }

    @Test func invalidValuesAreErrorsNamingTheKey() {
        let cases: [(String, Any)] = [
            (Key.frameEnd, BoxedValue.rect(CGRect(x: CGFloat.nan, y: 0, width: 390, height: 336))),
            (Key.frameEnd, BoxedValue.rect(CGRect(x: 0, y: CGFloat.infinity, width: 390, height: 336))),
            (Key.frameBegin, BoxedValue.rect(CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 336))),
            (Key.frameBegin, CGRect(x: 0, y: 0, width: 390, height: CGFloat.nan)),
            (Key.animationDuration, NSNumber(value: -0.25)),
            (Key.animationDuration, NSNumber(value: Double.nan)),
            (Key.animationDuration, Double.infinity),
            (Key.animationCurve, NSNumber(value: 7.5)),
            (Key.animationCurve, NSNumber(value: UInt64.max)),
            (Key.animationCurve, NSNumber(value: Double.nan)),
            (Key.isLocal, NSNumber(value: 2)),
        ]
        for (key, value) in cases {
            let error = decodeError(with(key, value))
            #expect(error?.key == key, "\(key) = \(value)")
            #expect(error?.reason == .invalidValue, "\(key) = \(value)")
        }
    }

    @Test func missingOptionalKeysTakeTheDocumentedDefaults() throws {
        let info = try KeyboardInfo(userInfo: [Key.frameEnd: BoxedValue.rect(rect)])
        #expect(info.beginFrame == rect)
        #expect(info.endFrame == rect)
        #expect(info.animationDuration == KeyboardInfo.defaultAnimationDuration)
        #expect(info.animationDuration == 0)
        #expect(info.animationCurve == KeyboardInfo.defaultAnimationCurve)
        #expect(info.animationCurve == .keyboard)
        #expect(info.isLocal == nil)
    }

    @Test func swiftValuesAreAcceptedBesideFoundationOnes() throws {
        let info = try KeyboardInfo(userInfo: [
            Key.frameEnd: rect, Key.animationDuration: 0.5, Key.animationCurve: 3, Key.isLocal: false,
        ])
        #expect(info.endFrame == rect)
        #expect(info.animationDuration == 0.5)
        #expect(info.animationCurve == .linear)
        #expect(info.isLocal == false)
    }

    @Test func anyCurveIsKeptIncludingPrivateOnes() throws {
        for raw in [7, 8, -1, 1_000] {
            let info = try KeyboardInfo(userInfo: with(Key.animationCurve, NSNumber(value: raw)))
            #expect(info.animationCurve.rawValue == raw)
        }
        let whole = try KeyboardInfo(userInfo: with(Key.animationCurve, NSNumber(value: 7.0)))
        #expect(whole.animationCurve == .keyboard)
    }

    @Test func zeroDurationAndHugeFramesAreValid() throws {
        let huge = CGRect(x: -1e300, y: 1e300, width: 1e300, height: 0)
        let info = try KeyboardInfo(userInfo: [Key.frameEnd: BoxedValue.rect(huge), Key.animationDuration: NSNumber(value: 0)])
        #expect(info.endFrame == huge)
        #expect(info.animationDuration == 0)
    }

    @Test func isLocalIsOmittedFromUserInfoWhenUnknown() throws {
        var info = keyboardInfo()
        info.isLocal = nil
        #expect(info.userInfo[Key.isLocal] == nil)
        #expect(try KeyboardInfo(userInfo: info.userInfo) == info)
    }

    @Test func errorDescriptionNamesKeyAndReason() {
        let error = decodeError(with(Key.animationDuration, NSNumber(value: -1)))
        #expect(error?.description.hasPrefix("UIKeyboardAnimationDurationUserInfoKey: invalid value") == true)
        #expect(KeyboardInfoError(key: nil, reason: .missingUserInfo).description == "missing userInfo")
    }
}
