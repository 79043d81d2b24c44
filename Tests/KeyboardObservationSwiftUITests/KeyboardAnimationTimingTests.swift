import Foundation
import Testing
import KeyboardObservation
@testable import KeyboardObservationSwiftUI

/// Which animation a keyboard change gets: the decision behind `Animation.keyboard(_:)`.
struct KeyboardAnimationTimingTests {
    private func info(curve: KeyboardAnimationCurve, duration: TimeInterval = 0.25) -> KeyboardInfo {
        KeyboardInfo(beginFrame: .zero, endFrame: .zero, animationDuration: duration, animationCurve: curve, isLocal: true)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 1] as [TimeInterval])
    func theKeyboardsOwnCurveIsASpringWhateverItsDuration(_ duration: TimeInterval) {
        // UIKit runs curve 7 as a spring, not over the duration it posts.
        #expect(KeyboardAnimationTiming(info(curve: .keyboard, duration: duration)) == .keyboardSpring)
    }

    @Test func thePublicCurvesKeepTheirShapeAndTheKeyboardsDuration() {
        #expect(KeyboardAnimationTiming(info(curve: .easeInOut, duration: 0.3)) == .curve(.easeInOut, duration: 0.3))
        #expect(KeyboardAnimationTiming(info(curve: .easeIn, duration: 0.3)) == .curve(.easeIn, duration: 0.3))
        #expect(KeyboardAnimationTiming(info(curve: .easeOut, duration: 0.3)) == .curve(.easeOut, duration: 0.3))
        #expect(KeyboardAnimationTiming(info(curve: .linear, duration: 0.3)) == .curve(.linear, duration: 0.3))
    }

    @Test(arguments: [-1, 4, 6, 8, 42])
    func anyOtherCurveIsTheKeyboardsSpring(_ raw: Int) {
        #expect(KeyboardAnimationTiming(info(curve: KeyboardAnimationCurve(rawValue: raw))) == .keyboardSpring)
    }

    @Test func aZeroDurationOrNoPayloadIsAppliedAtOnce() {
        // A frame of an interactive dismissal carries a zero duration.
        #expect(KeyboardAnimationTiming(info(curve: .keyboard, duration: 0)) == .immediate)
        #expect(KeyboardAnimationTiming(info(curve: .easeOut, duration: 0)) == .immediate)
        #expect(KeyboardAnimationTiming(nil) == .immediate)
    }
}
