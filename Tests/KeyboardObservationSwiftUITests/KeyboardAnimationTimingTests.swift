import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTestSupport
@testable import KeyboardObservationSwiftUI

/// Which animation a keyboard change gets: the decision behind `Animation.keyboard(_:)`.
struct KeyboardAnimationTimingTests {
    @Test(arguments: [0.1, 0.25, 0.5, 1] as [TimeInterval])
    func theKeyboardsOwnCurveIsASpringWhateverItsDuration(_ duration: TimeInterval) {
        // UIKit runs curve 7 as a spring, not over the duration it posts.
        #expect(KeyboardAnimationTiming(keyboardInfo(duration: duration, curve: .keyboard)) == .keyboardSpring)
    }

    @Test func thePublicCurvesKeepTheirShapeAndTheKeyboardsDuration() {
        #expect(KeyboardAnimationTiming(keyboardInfo(duration: 0.3, curve: .easeInOut)) == .curve(.easeInOut, duration: 0.3))
        #expect(KeyboardAnimationTiming(keyboardInfo(duration: 0.3, curve: .easeIn)) == .curve(.easeIn, duration: 0.3))
        #expect(KeyboardAnimationTiming(keyboardInfo(duration: 0.3, curve: .easeOut)) == .curve(.easeOut, duration: 0.3))
        #expect(KeyboardAnimationTiming(keyboardInfo(duration: 0.3, curve: .linear)) == .curve(.linear, duration: 0.3))
    }

    @Test(arguments: [-1, 4, 6, 8, 42])
    func anyOtherCurveIsTheKeyboardsSpring(_ raw: Int) {
        #expect(KeyboardAnimationTiming(keyboardInfo(curve: KeyboardAnimationCurve(rawValue: raw))) == .keyboardSpring)
    }

    @Test func aZeroDurationOrNoPayloadIsAppliedAtOnce() {
        // A frame of an interactive dismissal carries a zero duration.
        #expect(KeyboardAnimationTiming(keyboardInfo(duration: 0, curve: .keyboard)) == .immediate)
        #expect(KeyboardAnimationTiming(keyboardInfo(duration: 0, curve: .easeOut)) == .immediate)
        #expect(KeyboardAnimationTiming(nil) == .immediate)
    }
}
