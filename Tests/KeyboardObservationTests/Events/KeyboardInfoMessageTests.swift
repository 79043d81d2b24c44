import Foundation
import Testing
@testable import KeyboardObservation

/// A typed iOS 26 keyboard message becomes a `KeyboardInfo` field by field,
/// its curve by raw value, so UIKit's private 7 stays 7.
struct KeyboardInfoMessageTests {
    /// `UIView.AnimationCurve` as Swift imports it: any raw value fits.
    struct FakeCurve: RawRepresentable {
        var rawValue: Int
    }

    struct Message: KeyboardMessageFields {
        var beginFrame = CGRect(x: 0, y: 844, width: 390, height: 336)
        var endFrame = CGRect(x: 0, y: 508, width: 390, height: 336)
        var animationDuration: TimeInterval = 0.25
        var animationCurve = FakeCurve(rawValue: 7)
        var isLocal = true
    }

    @Test func everyFieldIsKeptAndCurveSevenStaysSeven() {
        let info = KeyboardInfo(message: Message())
        #expect(info.beginFrame == Message().beginFrame)
        #expect(info.endFrame == Message().endFrame)
        #expect(info.animationDuration == 0.25)
        #expect(info.animationCurve == .keyboard)
        #expect(info.isLocal == true)
    }

    @Test func aPublicCurveKeepsItsRawValue() {
        var message = Message()
        message.animationCurve = FakeCurve(rawValue: 3)
        message.isLocal = false
        let info = KeyboardInfo(message: message)
        #expect(info.animationCurve == .linear)
        #expect(info.isLocal == false)
    }
}
