import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

@MainActor
private final class LoginScreen: CommonKeyboardPresentable {
    var calls: [String] = []
    func keyboardWillBeShown(keyboardHeight: CGFloat, duration: TimeInterval) {
        calls.append("willShow \(keyboardHeight) \(duration)")
    }
    func keyboardWillBeHidden(duration: TimeInterval) {
        calls.append("willHide \(duration)")
    }
}

@MainActor
private final class LoginScreenWithDidCallbacks: CommonKeyboardPresentable {
    var calls: [String] = []
    func keyboardWillBeShown(keyboardHeight: CGFloat, duration: TimeInterval) { calls.append("willShow") }
    func keyboardWillBeHidden(duration: TimeInterval) { calls.append("willHide") }
    func keyboardWasShown(keyboardHeight: CGFloat) { calls.append("wasShown \(keyboardHeight)") }
    func keyboardWasHidden() { calls.append("wasHidden") }
}

private struct Lift: KeyboardPayload {
    struct TooShort: Error {}
    let height: CGFloat
    init(_ info: KeyboardInfo) throws {
        guard info.endFrame.height >= 100 else { throw TooShort() }
        height = info.endFrame.height
    }
}

@MainActor
private final class ComposerScreen: KeyboardPresentable {
    var lifts: [String] = []
    var failures: [KeyboardEvent] = []
    func keyboardWillBeShown(_ payload: Lift) { lifts.append("up \(payload.height)") }
    func keyboardWillBeHidden(_ payload: Lift) { lifts.append("down \(payload.height)") }
    func keyboardPayloadFailed(_ error: any Error, event: KeyboardEvent) {
        if error is Lift.TooShort { failures.append(event) }
    }
}

@MainActor
private final class RawScreen: KeyboardPresentable {
    var infos: [KeyboardInfo] = []
    func keyboardWillBeShown(_ payload: KeyboardInfo) { infos.append(payload) }
    func keyboardWillBeHidden(_ payload: KeyboardInfo) { infos.append(payload) }
}

@MainActor
struct PresentableTests {
    @Test func commonPresentableGetsHeightAndDuration() {
        let fixture = PoolFixture()
        let screen = LoginScreen()
        screen.subscribeOnKeyboardNotifications(in: fixture.pool)
        fixture.keyboard.show(height: 336, duration: 0.3)
        fixture.keyboard.hide(duration: 0.2)
        #expect(screen.calls == ["willShow 336.0 0.3", "willHide 0.2"])
    }

    @Test func presentablesObserveAllSixEventsByDefaultAsTheContractSays() {
        #expect(LoginScreen().observedKeyboardEvents == Set(KeyboardEvent.allCases))
        #expect(ComposerScreen().observedKeyboardEvents == Set(KeyboardEvent.allCases))
    }

    @Test func presentablesIgnoreFrameChanges() {
        let fixture = PoolFixture()
        let screen = LoginScreen()
        screen.subscribeOnKeyboardNotifications(in: fixture.pool)
        fixture.keyboard.post(.willChangeFrame, info: sampleInfo())
        fixture.keyboard.post(.didChangeFrame, info: sampleInfo())
        #expect(screen.calls.isEmpty)
    }

    @Test func commonPresentableDidCallbacksAreOptional() {
        let fixture = PoolFixture()
        let screen = LoginScreenWithDidCallbacks()
        screen.subscribeOnKeyboardNotifications(in: fixture.pool)
        fixture.keyboard.show(height: 200)
        fixture.keyboard.hide()
        #expect(screen.calls == ["willShow", "wasShown 200.0", "willHide", "wasHidden"])
    }

    @Test func customPayloadIsBuiltForShowAndHide() {
        let fixture = PoolFixture()
        let screen = ComposerScreen()
        screen.subscribeOnKeyboardNotifications(in: fixture.pool)
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        #expect(screen.lifts == ["up 300.0", "down 300.0"])
    }

    @Test func throwingPayloadSkipsOnlyThatClient() {
        let fixture = PoolFixture()
        let picky = ComposerScreen()
        let easy = RawScreen()
        picky.subscribeOnKeyboardNotifications(in: fixture.pool)
        easy.subscribeOnKeyboardNotifications(in: fixture.pool)
        fixture.keyboard.show(height: 44)
        #expect(picky.lifts.isEmpty)
        #expect(picky.failures == [.willShow])
        #expect(easy.infos.count == 1)
        #expect(easy.infos.first?.endFrame.height == 44)
    }

    @Test func keyboardInfoIsItsOwnPayload() throws {
        let info = sampleInfo()
        #expect(KeyboardInfo(info) == info)
    }
}
