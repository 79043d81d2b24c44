import Foundation
import KeyboardObservation

/// A client that records every event it receives, and can run a closure
/// from inside its handler (for reentrancy tests).
@MainActor
final class RecordingClient: KeyboardObservable {
    var observedKeyboardEvents: Set<KeyboardEvent>
    private(set) var received: [(event: KeyboardEvent, info: KeyboardInfo)] = []
    var onReceive: ((KeyboardEvent, KeyboardInfo) -> Void)?

    init(events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases)) {
        observedKeyboardEvents = events
    }

    var events: [KeyboardEvent] { received.map(\.event) }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        received.append((event, info))
        onReceive?(event, info)
    }
}


import KeyboardObservationInstruments
import KeyboardObservationTesting

