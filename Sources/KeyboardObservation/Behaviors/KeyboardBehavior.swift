/// What every adjustment behavior shares. Hold one for as long as the screen
/// lives: it holds its views weakly, applies the keyboard that is up when it
/// is created, then follows the pool's keyboard state.
///
/// A behavior subscribes the way app code does, with
/// ``ObserverPool/observe(_:followingLiveFrames:handler:)``: on each event it
/// measures its target under the pool's ``ObserverPool/keyboardState`` and
/// writes what changed, animated with the event's timing. It observes all six
/// events, because a did-event whose will-event never arrived moves the
/// state too; an echo changes nothing, so nothing is written.
@MainActor
public class KeyboardBehavior {
    private weak var pool: ObserverPool?
    /// The subclass itself: what it measures and writes.
    private weak var adjustment: (any KeyboardAdjustment)?
    private let animation: KeyboardAnimation
    /// The subscription; `nil` once detached or once the target is gone.
    private var subscription: KeyboardSubscription?
    private var tracksLiveFrames = false
    /// Whether the current show was already checked for an interactive dismissal.
    private var checkedThisShow = false

    init(pool: ObserverPool, animation: KeyboardAnimation) {
        self.pool = pool
        self.animation = animation
    }

    /// Starts following the pool for `adjustment` (the subclass, at the end
    /// of its initialiser), live frames too when it has a source, and applies
    /// the current state at once.
    func start(_ adjustment: any KeyboardAdjustment) {
        self.adjustment = adjustment
        subscription = pool?.observe(
            KeyboardEvent.everyEvent, followingLiveFrames: adjustment.liveFrameSource != nil
        ) { [weak self] _, info in
            self?.apply(animatedWith: info)
        }
        apply(animatedWith: nil)
    }

    /// Re-applies the current keyboard at once, for a view that moved without a keyboard event
    /// (<doc:AdjustmentBehaviors#Re-measuring>).
    public func remeasure() { apply(animatedWith: nil) }

    /// Stops following the keyboard and puts back at once what the behavior
    /// changed (a reveal leaves the scroll position). Once it returns, no
    /// keyboard event reaches this behavior again.
    public func detach() {
        stop()
        didDetach()
    }

    /// Puts back what the behavior changed; subclasses override.
    func didDetach() {}

    /// Applies the current state with the timing of the last post: for a
    /// change no keyboard post announces (focus moving to another field).
    func applyAnimated() { apply(animatedWith: pool?.storage.lastInfo) }

    /// Writes what changed under the pool's state: with `info`'s timing, or at once.
    private func apply(animatedWith info: KeyboardInfo?) {
        guard let pool, let adjustment else { return stop() }
        let state = pool.keyboardState
        followLiveFramesIfNeeded(state, on: pool)
        if !write(adjustment, under: state, animatedWith: info) { stop() }
    }

    /// Writes what changed; `false` once the target is gone.
    private func write<Adjustment: KeyboardAdjustment>(
        _ adjustment: Adjustment, under state: KeyboardState, animatedWith info: KeyboardInfo?
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

    /// Asks the measured view for live frames once a scroll view on screen
    /// dismisses interactively (checked once per show). The frames go to
    /// every pool on this pool's center (``KeyboardLiveFrame``) until this
    /// behavior stops.
    private func followLiveFramesIfNeeded(_ state: KeyboardState, on pool: ObserverPool) {
        guard !tracksLiveFrames else { return }
        guard state.isShown else {
            checkedThisShow = false
            return
        }
        guard !checkedThisShow else { return }
        checkedThisShow = true
        guard let source = adjustment?.liveFrameSource as? any KeyboardLiveFrameSource,
              source.keyboardDismissesInteractively
        else { return }
        tracksLiveFrames = true
        let center = pool.storage.notificationCenter
        source.trackKeyboardLiveFrames { [weak self] frame in
            guard let self, subscription != nil else { return false }
            KeyboardLiveFrame.report(frame, on: center)
            return true
        }
    }

    private func stop() {
        subscription?.cancel()
        subscription = nil
    }
}

/// What sets one adjustment behavior apart: what it measures and what it writes.
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
