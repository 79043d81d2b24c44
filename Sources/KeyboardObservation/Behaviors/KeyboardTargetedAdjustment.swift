/// An adjustment whose measuring and writing take its targets as loaded
/// once: the behaviors that follow live frames. Both ways a change reaches
/// them use the same three steps:
/// - a post's change (``KeyboardAdjustment/apply(_:timing:animation:)``)
///   loads the weakly held targets for each step (``targets``);
/// - a drag lane (``KeyboardDragLane``) loads them once, when the lane
///   starts, and holds them strongly until it ends: each frame is then
///   measure, compare, write, with no weak load. A behavior whose measure
///   reads settings may make a writer that holds them too (a setting
///   changed ends the lane: ``KeyboardBehavior/remeasure()``).
@MainActor
protocol KeyboardTargetedAdjustment: KeyboardAdjustment {
    /// What the behavior measures and writes to, held strongly.
    associatedtype Targets
    /// The targets, loaded from the behavior's weak references; `nil` once one is gone.
    var targets: Targets? { get }
    /// What the targets should hold under `state`.
    func measure(_ state: KeyboardState, on targets: Targets) -> Value
    /// What the targets hold now; `nil` when nothing was written yet.
    func written(on targets: Targets) -> Value?
    /// Writes `value`; nothing is laid out here.
    func write(_ value: Value, on targets: Targets)
}

extension KeyboardTargetedAdjustment {
    func measure(_ state: KeyboardState) -> Value? {
        targets.map { measure(state, on: $0) }
    }

    var written: Value? { targets.flatMap(written(on:)) }

    func write(_ value: Value) {
        guard let targets else { return }
        write(value, on: targets)
    }

    /// Writes `value` unless the targets hold it.
    func write(_ value: Value, ifChangedOn targets: Targets) {
        guard value != written(on: targets) else { return }
        write(value, on: targets)
    }

    /// Measures under a frame's keyboard and writes what changed, at once,
    /// over the targets loaded now and held until the lane lets go of the writer.
    func dragWrite() -> KeyboardDragWrite? {
        guard followsLiveFrames, let targets else { return nil }
        return { state in self.write(self.measure(state, on: targets), ifChangedOn: targets) }
    }
}
