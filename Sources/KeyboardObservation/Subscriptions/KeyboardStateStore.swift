/// The lock around a pool's ``KeyboardState``: written by the fan-out on the
/// main actor, read from any thread.
final class KeyboardStateStore: @unchecked Sendable {
    // NB: @unchecked Sendable. `state` is read and written only with `lock`
    // held. The state tests read it off the main actor while posts are
    // delivered, under the thread sanitizer (`swift test --sanitize=thread`).
    private let lock = Lock()
    private var state = KeyboardState.hidden

    /// The state after the last event recorded.
    var current: KeyboardState {
        lock.withLock { state }
    }

    /// Applies one delivered event.
    func record(_ event: KeyboardEvent, _ info: KeyboardInfo) {
        lock.withLock { state.apply(event, info: info) }
    }
}
