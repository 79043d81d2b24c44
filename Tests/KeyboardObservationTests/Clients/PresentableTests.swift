import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

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

private struct Lift: KeyboardPayload {
    /// Heights whose payload threw, across tests (they run in parallel).
    static let failures = LockIsolated<[CGFloat]>([])
    struct TooShort: Error {}
    let height: CGFloat
    init(_ info: KeyboardInfo) throws {
        guard info.endFrame.height >= 100 else {
            Lift.failures.append(info.endFrame.height)
            throw TooShort()
        }
        height = info.endFrame.height
    }
}

@MainActor
private final class ComposerScreen: KeyboardPresentable {
    var lifts: [String] = []
    func keyboardWillBeShown(_ payload: Lift) { lifts.append("up \(payload.height)") }
    func keyboardWillBeHidden(_ payload: Lift) { lifts.append("down \(payload.height)") }
}

@MainActor
private final class RawScreen: KeyboardPresentable {
    var infos: [KeyboardInfo] = []
    func keyboardWillBeShown(_ payload: WholeInfo) { infos.append(payload.info) }
    func keyboardWillBeHidden(_ payload: WholeInfo) { infos.append(payload.info) }
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
        fixture.keyboard.post(.willChangeFrame, info: keyboardInfo())
        fixture.keyboard.post(.didChangeFrame, info: keyboardInfo())
        #expect(screen.calls.isEmpty)
    }

    @Test func commonPresentableIgnoresTheDidEvents() {
        let fixture = PoolFixture()
        let screen = LoginScreen()
        screen.subscribeOnKeyboardNotifications(in: fixture.pool)
        fixture.keyboard.post(.didShow, info: keyboardInfo())
        fixture.keyboard.post(.didHide, info: keyboardInfo())
        #expect(screen.calls.isEmpty)
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
        #expect(Lift.failures.current.contains(44))
        #expect(easy.infos.count == 1)
        #expect(easy.infos.first?.endFrame.height == 44)
    }
}
