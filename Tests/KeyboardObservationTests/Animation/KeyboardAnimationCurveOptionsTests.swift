import Testing
@testable import KeyboardObservation

struct KeyboardAnimationCurveOptionsTests {
    @Test func keyboardCurve7ShiftsIntoTheOptionsCurveBits() {
        #expect(KeyboardAnimationCurve.keyboard.animationOptionsRawValue == 0x70000)
    }

    @Test func publicCurvesShiftBy16() {
        let curves: [KeyboardAnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        #expect(curves.map(\.animationOptionsRawValue) == [0, 0x10000, 0x20000, 0x30000])
    }

    @Test func valuesOutsideTheCurveBitsFallBackToTheKeyboardCurve() {
        let odd = [-1, 16, Int.max, Int.min].map { KeyboardAnimationCurve(rawValue: $0).animationOptionsRawValue }
        #expect(odd == [0x70000, 0x70000, 0x70000, 0x70000])
        #expect(KeyboardAnimationCurve(rawValue: 15).animationOptionsRawValue == 0xF0000)
    }
}
