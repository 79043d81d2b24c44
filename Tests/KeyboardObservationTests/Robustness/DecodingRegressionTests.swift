import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// Cases the fuzzer found, pinned so they stay fixed.
struct DecodingRegressionTests {
    private func decode(isLocal: Any) throws(KeyboardInfoError) -> Bool? {
        try KeyboardInfo(userInfo: [
            KeyboardUserInfoKey.frameEnd: boxedRect(CGRect(x: 0, y: 508, width: 390, height: 336)),
            KeyboardUserInfoKey.isLocal: isLocal,
        ]).isLocal
    }

    @Test func swiftIntegersAndDoublesHoldingZeroOrOneAreIsLocalFlags() throws {
        // Found by the fuzzer: `Int(1) as? Bool` fails, and the decoder used
        // to reject it with "1.0 is neither 0 nor 1".
        let ones: [Any] = [1, Int8(1), Int32(1), UInt8(1), UInt(1), 1.0, CGFloat(1), Float(1)]
        let zeros: [Any] = [0, Int8(0), Int32(0), UInt8(0), UInt(0), 0.0, -0.0, CGFloat(0), Float(0)]
        for one in ones { #expect(try decode(isLocal: one) == true, "\(type(of: one))") }
        for zero in zeros { #expect(try decode(isLocal: zero) == false, "\(type(of: zero))") }
        #expect(throws: KeyboardInfoError(key: KeyboardUserInfoKey.isLocal, reason: .invalidValue, detail: "2.0 is neither 0 nor 1")) {
            try decode(isLocal: 2)
        }
    }

    @Test func cgFloatIsANumberOnEveryPlatform() throws {
        // Found by the fuzzer: on Linux `CGFloat` does not bridge to
        // `NSNumber`, so it was a wrong type there and a number on Apple platforms.
        let info = try KeyboardInfo(userInfo: [
            KeyboardUserInfoKey.frameEnd: boxedRect(CGRect(x: 0, y: 508, width: 390, height: 336)),
            KeyboardUserInfoKey.animationDuration: CGFloat(0.25),
            KeyboardUserInfoKey.animationCurve: CGFloat(7),
        ])
        #expect(info.animationDuration == 0.25)
        #expect(info.animationCurve == .keyboard)
        #expect(throws: KeyboardInfoError(key: KeyboardUserInfoKey.animationCurve, reason: .invalidValue, detail: "7.5 is not a whole number")) {
            try KeyboardInfo(userInfo: [
                KeyboardUserInfoKey.frameEnd: boxedRect(.zero),
                KeyboardUserInfoKey.animationCurve: CGFloat(7.5),
            ])
        }
    }
}
