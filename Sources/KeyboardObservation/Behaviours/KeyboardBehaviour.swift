/// What every adjustment behaviour shares. Hold one for as long as the screen
/// lives: it holds its views weakly, applies the keyboard that is up when it
/// is created, then follows each keyboard event.
@MainActor
public class KeyboardBehaviour {
    let engine: KeyboardBehaviourEngine

    init(pool: ObserverPool, animation: KeyboardAnimation) {
        engine = KeyboardBehaviourEngine(pool: pool, animation: animation)
    }

    /// Re-applies the current keyboard at once, for a view that moved without a keyboard event
    /// (<doc:AdjustmentBehaviours#Re-measuring>).
    public func remeasure() { engine.apply(animatedWith: nil) }

    /// Stops listening and puts back at once what the behaviour changed (a reveal leaves the scroll position).
    public func detach() {
        engine.stop()
        didDetach()
    }

    /// Puts back what the behaviour changed.
    func didDetach() {}
}

/// What sets one adjustment behaviour apart: what it measures and what it writes.
@MainActor
protocol KeyboardAdjustment: AnyObject {
    associatedtype Value: Equatable
    /// What the target should hold under `state`; `nil` once the target is gone.
    func measure(_ state: KeyboardState) -> Value?
    /// What the target holds now; `nil` once it is gone.
    var written: Value? { get }
    func write(_ value: Value)
    /// The view whose live frames are followed at once, unanimated; `nil` to wait for events.
    var liveFrameSource: (any KeyboardMeasurable)? { get }
}

/// The lifecycle every behaviour shares: a pool client (held by its behaviour,
/// which it holds weakly) that measures from the pool's ``KeyboardState`` when
/// started and on each event, writes what changed, and leaves once the target is gone.
@MainActor
final class KeyboardBehaviourEngine: KeyboardObservable {
    private weak var pool: ObserverPool?
    private weak var adjustment: (any KeyboardAdjustment)?
    private let animation: KeyboardAnimation
    private var tracksLiveFrames = false
    /// Whether the current show was already checked for an interactive dismissal.
    private var checkedThisShow = false

    init(pool: ObserverPool, animation: KeyboardAnimation) {
        self.pool = pool
        self.animation = animation
    }

    var observedKeyboardEvents: Set<KeyboardEvent> { KeyboardEvent.movingKeyboardState }

    /// Starts listening for `adjustment` (live frames too, if it has a source) and applies the state at once.
    func start(_ adjustment: any KeyboardAdjustment) {
        self.adjustment = adjustment
        guard let pool else { return }
        let mask = KeyboardEventMask(observedKeyboardEvents)
        pool.subscribe(self, mask: adjustment.liveFrameSource == nil ? mask : mask.union(.liveFrames))
        apply(animatedWith: nil)
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) { apply(animatedWith: info) }

    /// Writes what changed under the current state: with `info`'s timing, or at once.
    func apply(animatedWith info: KeyboardInfo?) {
        guard let pool, let adjustment else { return stop() }
        let state = pool.keyboardState
        followLiveFramesIfNeeded(state)
        if !write(adjustment, under: state, animatedWith: info) { stop() }
    }

    /// Writes what changed; `false` once the target is gone.
    private func write<A: KeyboardAdjustment>(
        _ adjustment: A, under state: KeyboardState, animatedWith info: KeyboardInfo?
    ) -> Bool {
        guard let value = adjustment.measure(state) else { return false }
        guard value != adjustment.written else { return true }
        if let info {
            animation.perform(info) { adjustment.write(value) }
        } else {
            adjustment.write(value)
        }
        return true
    }

    /// Applies the current state with the last event's timing.
    func applyAnimated() { apply(animatedWith: pool?.keyboardState.info) }

    /// Asks the measured view for live frames (checked once per show) once a scroll view on screen
    /// dismisses interactively; for as long as this engine lives, to every pool on this center.
    private func followLiveFramesIfNeeded(_ state: KeyboardState) {
        guard !tracksLiveFrames else { return }
        guard state.isShown else {
            checkedThisShow = false
            return
        }
        guard !checkedThisShow, let pool else { return }
        checkedThisShow = true
        guard let source = adjustment?.liveFrameSource as? any KeyboardLiveFrameSource,
              source.keyboardDismissesInteractively
        else { return }
        tracksLiveFrames = true
        let center = pool.storage.notificationCenter
        source.trackKeyboardLiveFrames { [weak self] frame in
            guard self != nil else { return false }
            KeyboardLiveFrame.report(frame, on: center)
            return true
        }
    }

    func stop() { pool?.unsubscribe(self) }
}
