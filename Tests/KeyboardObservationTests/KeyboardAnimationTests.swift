import Foundation
import Testing
import KeyboardObservation

@MainActor
struct KeyboardAnimationTests {
    @Test func immediateRunsTheChangesOnceBeforeReturning() {
        var runs = 0
        KeyboardAnimation.immediate.perform(keyboardInfo(end: TestScreen.docked(height: 336))) { runs += 1 }
        #expect(runs == 1)
    }

    @Test func customStrategyReceivesTheKeyboardsTiming() {
        let recorder = AnimationRecorder()
        var applied = false
        recorder.animation.perform(keyboardInfo(end: .zero, duration: 0.35, curve: .keyboard)) { applied = true }
        #expect(applied)
        #expect(recorder.infos.map(\.animationDuration) == [0.35])
        #expect(recorder.infos.map(\.animationCurve) == [.keyboard])
    }

    #if !canImport(UIKit)
    @Test func automaticIsImmediateWithoutUIKit() {
        var runs = 0
        KeyboardAnimation.automatic.perform(keyboardInfo(end: .zero)) { runs += 1 }
        #expect(runs == 1)
    }
    #endif
}
