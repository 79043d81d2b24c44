import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Whether a hardware keyboard is attached, from GameController's connect
/// and disconnect notifications: part of the one keyboard state, handed to
/// followers as a change, never to event clients.
@MainActor
struct HardwareKeyboardTests {
    private let fixture = PoolFixture()

    @Test func aPoolOnItsOwnCenterDoesNotKnowUntilToldAndThenFollows() {
        #expect(fixture.pool.keyboardState.isHardwareKeyboardAttached == nil)
        fixture.keyboard.connectHardwareKeyboard()
        #expect(fixture.pool.keyboardState.isHardwareKeyboardAttached == true)
        fixture.keyboard.disconnectHardwareKeyboard()
        #expect(fixture.pool.keyboardState.isHardwareKeyboardAttached == false)
    }

    @Test func followersAreHandedTheChangeAndEventClientsHearNothing() {
        var changes: [KeyboardChange] = []
        var events: [KeyboardEvent] = []
        let tokens = [
            fixture.pool.observeChanges { changes.append($0) },
            fixture.pool.observe { event, _ in events.append(event) },
        ]
        fixture.keyboard.connectHardwareKeyboard()
        fixture.keyboard.connectHardwareKeyboard()   // coalesced: the same news again changes nothing
        #expect(changes.count == 1)
        #expect(changes.first?.cause == .hardwareKeyboard)
        #expect(changes.first?.previous.isHardwareKeyboardAttached == nil)
        #expect(changes.first?.current.isHardwareKeyboardAttached == true)
        #expect(changes.first?.info == nil)
        #expect(events.isEmpty)
        withExtendedLifetime(tokens) {}
    }

    @Test func aHardwareKeyboardConnectingAfterAShowCarriesNoTiming() {
        var changes: [KeyboardChange] = []
        let token = fixture.pool.observeChanges { changes.append($0) }
        fixture.keyboard.show(height: 336)
        fixture.keyboard.connectHardwareKeyboard()
        #expect(changes.map(\.cause) == [.post(.willChangeFrame), .hardwareKeyboard])
        #expect(changes.last?.info == nil, "no post timed it: a follower writes at once")
        withExtendedLifetime(token) {}
    }

    @Test func theAttachmentSurvivesEveryPostAndTheBarIsTold() {
        fixture.keyboard.connectHardwareKeyboard()
        fixture.keyboard.show(height: 55)   // UIKit leaves only the shortcut bar
        #expect(fixture.pool.keyboardState.isHardwareKeyboardAttached == true)
        #expect(fixture.pool.keyboardState.placement == .hardwareKeyboardBar)
        fixture.keyboard.hide()
        #expect(fixture.pool.keyboardState.isHardwareKeyboardAttached == true)
    }

    @Test func theReducerTakesAttachmentsApartFromPosts() {
        var machine = KeyboardStateMachine(hardwareKeyboardAttached: false)
        #expect(machine.state.isHardwareKeyboardAttached == false)
        let attached = machine.applyHardwareKeyboard(attached: true)
        let again = machine.applyHardwareKeyboard(attached: true)
        #expect(attached)
        #expect(!again)
        #expect(machine.snapshot.cause == .hardwareKeyboard)
    }
}
