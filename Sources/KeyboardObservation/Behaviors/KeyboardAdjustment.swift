/// What sets one adjustment behavior apart: what it measures, what it writes,
/// and the targets it does both on.
///
/// A behavior holds its targets weakly. Each write loads them once
/// (``targets``) and measures, compares and writes over them:
/// - a post's change, a rest point and a remeasure through
///   ``apply(_:timing:animation:)``;
/// - a drag's frames through the writer a drag lane asks for when it starts
///   (``dragWrite(measuredBy:)``), which holds the targets strongly until the lane ends,
///   so a frame loads nothing.
@MainActor
protocol KeyboardAdjustment: AnyObject {
    associatedtype Value: Equatable
    /// What the behavior measures and writes to, held strongly.
    associatedtype Targets
    /// The targets, loaded from the behavior's weak references; `nil` once one is gone.
    var targets: Targets? { get }
    /// What the targets should hold under `state`.
    func measure(_ state: KeyboardState, on targets: Targets) -> Value
    /// What the targets hold now; `nil` when it cannot be read as a value (nothing written yet).
    func written(on targets: Targets) -> Value?
    /// Writes `value`; nothing is laid out here.
    func write(_ value: Value, on targets: Targets)
    /// Lays out what a write changed, inside an animation so it animates; nothing by default.
    func layOutWrite(on targets: Targets)
    /// The view whose geometry the behavior measures; `nil` once it is gone.
    var measuredView: (any KeyboardMeasurable)? { get }
    /// Whether the frames of an interactive dismissal are followed at once,
    /// unanimated; `false` to wait for events (a reveal never scrolls under the finger).
    var followsLiveFrames: Bool { get }
    /// The changes of the measured view after which the behavior measures
    /// again on its own; every change of the view by default.
    var remeasuredAfter: Set<KeyboardGeometryChange> { get }
    /// Whether what the behavior measures is where other behaviors' writes
    /// put its views (a reveal: the field a constraint behavior moved, in a
    /// table it resized), so its pool hands it each change after every
    /// subscription that does not; `false` by default.
    var measuresOthersWrites: Bool { get }
}

extension KeyboardAdjustment {
    func layOutWrite(on targets: Targets) {}

    var remeasuredAfter: Set<KeyboardGeometryChange> { KeyboardRemeasureSchedule.everyChangeOfTheView }

    var measuresOthersWrites: Bool { false }

    /// Measures under `state` and writes what changed with `timing`; `false` once a target is gone.
    ///
    /// Only a post's write lays out, inside its animation: a write at once
    /// may come from inside a layout pass (a live frame), where laying out
    /// again re-enters the pass (an iOS 26 freeze: InputBarAccessoryView issue 285).
    func apply(_ state: KeyboardState, timing: KeyboardFollower.Timing, animation: KeyboardAnimation) -> Bool {
        guard let targets else { return false }
        guard let value = change(under: state, on: targets) else { return true }
        switch timing {
        case .atOnce:
            write(value, on: targets)
        case .post(let info):
            animation.perform(info) {
                self.write(value, on: targets)
                self.layOutWrite(on: targets)
            }
        }
        return true
    }

    /// The writer a drag lane calls for each frame: measure the keyboard as
    /// `follower` says (``KeyboardFollower/measured(_:)``), compare and write
    /// at once over the targets loaded now and held until the lane lets go
    /// of it; `nil` for a behavior that waits for events, or once a target is gone.
    func dragWrite(measuredBy follower: KeyboardFollower) -> KeyboardDragWrite? {
        guard followsLiveFrames, let targets else { return nil }
        return { state in
            guard let value = self.change(under: follower.measured(state), on: targets) else { return }
            self.write(value, on: targets)
        }
    }

    /// What `targets` should hold under `state`, when it is not what they hold now.
    @inline(__always)
    private func change(under state: KeyboardState, on targets: Targets) -> Value? {
        let value = measure(state, on: targets)
        return value == written(on: targets) ? nil : value
    }
}
