/// A pool's keyboard as its fan-out hands it to followers: the state the
/// pool has just computed, with what made it and the payload that timed it,
/// read under the same lock as the change.
///
/// ``serial`` orders snapshots: a handler that posts another keyboard
/// notification makes later recipients of the first fan-out see an older
/// snapshot after a newer one, and a follower skips it, so no follower sees
/// the keyboard go back.
struct KeyboardSnapshot: Sendable {
    /// What the keyboard is doing.
    let state: KeyboardState
    /// What made the last change the pool applied; `nil` before the first.
    let cause: KeyboardChange.Cause?
    /// The payload timing it; `nil` before the first, and for a change nothing timed.
    let info: KeyboardInfo?
    /// How many changes the pool had applied; a newer snapshot has a larger one.
    let serial: UInt64
    /// Whether a rest point made it: the did-event that ends a transition,
    /// changed or echoed, where a follower measures its view again.
    let isRestPoint: Bool
}
