/// The pool client behind a closure subscription: it owns the handler and
/// calls it while its gate is open.
///
/// The pool holds it weakly, like any client; its ``KeyboardSubscription``
/// holds it strongly, so it lives exactly as long as the token.
@MainActor
final class ClosureObserver: KeyboardObservable {
    let observedKeyboardEvents: Set<KeyboardEvent>
    private let gate: SubscriptionGate
    private let handler: @MainActor (KeyboardEvent, KeyboardInfo) -> Void

    init(
        events: Set<KeyboardEvent>,
        gate: SubscriptionGate,
        handler: @escaping @MainActor (KeyboardEvent, KeyboardInfo) -> Void
    ) {
        self.observedKeyboardEvents = events
        self.gate = gate
        self.handler = handler
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        guard gate.isOpen else { return }
        handler(event, info)
    }
}
