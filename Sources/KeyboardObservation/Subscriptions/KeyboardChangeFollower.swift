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
    /// Makes a drag lane's writer (a behavior's); `nil` for a follower the general path calls.
    private var makeDragWrite: (@MainActor () -> KeyboardDragWrite?)?
    /// Whether its pool calls it after every subscription that is not: it
    /// measures where the others' writes put its views (a reveal behavior).
    let isCalledAfterOthers: Bool
    /// The state last handed on (the pool's when subscribing, then each
    /// change's), and the serial of the newest snapshot seen: one value, so a
    /// drag frame stores both at once.
    private var latest = (state: KeyboardState.unknown, serial: UInt64(0))

    /// The state last handed on.
    var state: KeyboardState { latest.state }

    init(
        _ handler: @escaping @MainActor (KeyboardChange) -> Void,
        onRestPoint restPointHandler: (@MainActor (KeyboardInfo?) -> Void)? = nil,
        dragWrite: (@MainActor () -> KeyboardDragWrite?)? = nil,
        calledAfterOthers: Bool = false
    ) {
        self.handler = handler
        self.restPointHandler = restPointHandler
        makeDragWrite = dragWrite
        isCalledAfterOthers = calledAfterOthers
    }

    /// Starts from the keyboard the pool had when the subscription was made.
    func start(from snapshot: KeyboardSnapshot) {
        latest = (snapshot.state, snapshot.serial)
    }

    /// Hands a change on, unless nothing changed for this follower or a
    /// newer snapshot came first; a rest point that changed nothing goes to
    /// the rest-point handler, when there is one.
    func receive(_ snapshot: KeyboardSnapshot) {
        guard snapshot.serial > latest.serial, let cause = snapshot.cause else { return }
        let previous = latest.state
        latest = (snapshot.state, snapshot.serial)
        guard snapshot.state != previous else {
            if snapshot.isRestPoint { restPointHandler?(snapshot.info) }
            return
        }
        handler?(KeyboardChange(previous: previous, current: snapshot.state, cause: cause, info: snapshot.info))
    }

    /// The writer a drag lane calls for this follower, a behavior's; `nil` when it has none.
    func dragWrite() -> KeyboardDragWrite? { makeDragWrite?() ?? nil }

    /// A drag lane wrote `snapshot` for this follower: it was handed on.
    func take(_ snapshot: KeyboardSnapshot) {
        latest = (snapshot.state, snapshot.serial)
    }
}

extension KeyboardChangeFollower: KeyboardSubscriptionHandler {
    func releaseHandler() {
        handler = nil
        restPointHandler = nil
        makeDragWrite = nil
    }
}
