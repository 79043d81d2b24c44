/// What makes one adjustment behaviour different from another: what it
/// measures from the keyboard state and what it writes to its target.
///
/// Everything else (listening on the pool, starting from the current state,
/// animating alongside the keyboard, detaching once the target is gone) is
/// ``KeyboardBehaviourEngine``'s, written once.
@MainActor
protocol KeyboardAdjustment: AnyObject {
    /// What a behaviour writes: insets, a constant, an offset.
    associatedtype Value: Equatable

    /// What the target should hold under `state`; `nil` once the target is gone.
    func measure(_ state: KeyboardState) -> Value?

    /// What the target holds now; `nil` once it is gone.
    var written: Value? { get }

    /// Writes `value` to the target.
    func write(_ value: Value)

    /// The view whose live keyboard frames this behaviour follows, at once
    /// and without animation; `nil` for a behaviour that waits for events.
    var liveFrameSource: (any KeyboardMeasurable)? { get }
}
