/// A follower of a pool's keyboard state, as its pool holds it: handed each
/// snapshot of a change, it calls its handler with a ``KeyboardChange`` from
/// the state it was last handed, unless that state is the same or the
/// snapshot older than the newest it has seen (a nested post's fan-out
/// overtook this one).
///
/// `observeChanges` tokens, the behaviors and the SwiftUI model are built on
/// it: the one place that decides "did the keyboard change for this follower".
/// A follower that measures a view (a behavior) also asks to hear of rest
/// points that changed nothing: the view may have moved while the keyboard did.
@MainActor
final class KeyboardChangeFollower {
    private var handler: (@MainActor (KeyboardChange) -> Void)?
    private var restPointHandler: (@MainActor (KeyboardInfo?) -> Void)?
    /// The state last handed on (the pool's when subscribing, then each change's).
    private(set) var state: KeyboardState = .unknown
    /// The serial of the newest snapshot seen.
    private var latestSerial: UInt64 = 0

    init(
        _ handler: @escaping @MainActor (KeyboardChange) -> Void,
        onRestPoint restPointHandler: (@MainActor (KeyboardInfo?) -> Void)? = nil
    ) {
        self.handler = handler
        self.restPointHandler = restPointHandler
    }

    /// Starts from the keyboard the pool had when the subscription was made.
    func start(from snapshot: KeyboardSnapshot) {
        state = snapshot.state
        latestSerial = snapshot.serial
    }

    /// Hands a change on, unless nothing changed for this follower or a
    /// newer snapshot came first; a rest point that changed nothing goes to
    /// the rest-point handler, when there is one.
    func receive(_ snapshot: KeyboardSnapshot) {
        guard snapshot.serial > latestSerial, let cause = snapshot.cause else { return }
        latestSerial = snapshot.serial
        guard snapshot.state != state else {
            if snapshot.isRestPoint { restPointHandler?(snapshot.info) }
            return
        }
        let change = KeyboardChange(previous: state, current: snapshot.state, cause: cause, info: snapshot.info)
        state = snapshot.state
        handler?(change)
    }
}

extension KeyboardChangeFollower: KeyboardSubscriptionHandler {
    func releaseHandler() {
        handler = nil
        restPointHandler = nil
    }
}
