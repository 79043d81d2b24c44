/// What every adjustment behavior shares. Hold one for as long as the screen
/// lives: it holds its views weakly, applies the keyboard that is up when it
/// is created, then follows the pool's keyboard state.
///
/// A behavior measures its view under the keyboard the pool hands it and
/// writes what changed:
/// - on each keyboard event, animated with the event's timing (inside UIKit's
///   post, so it moves with the keyboard), and on each frame of an
///   interactive dismissal, at once;
/// - at once when it is created or enabled;
/// - on the next main-queue turn after its view joins a window or changes
///   size (rotation, size class, sheet detent), so a behavior created in
///   `viewDidLoad`, before the view has a window, applies a keyboard that is
///   already up when the screen appears;
/// - when you call ``remeasure()``: for a view that moved without resizing,
///   which nothing reports.
///
/// It observes all six events, because a did-event whose will-event never
/// arrived moves the state too; an echo changes nothing, so nothing is written.
@MainActor
public class KeyboardBehavior {
    private weak var pool: ObserverPool?
    /// The subclass itself: what it measures and writes.
    private weak var adjustment: (any KeyboardAdjustment)?
    private let animation: KeyboardAnimation
    /// The subscription; `nil` while disabled, once detached or once the target is gone.
    private var subscription: KeyboardSubscription?
    /// The newest keyboard the pool handed over.
    private var keyboard: KeyboardSnapshot?
    private var liveFrames = KeyboardLiveFrameFollowing()
    private var remeasuring = KeyboardRemeasureSchedule()
    private var isDetached = false

    init(pool: ObserverPool, animation: KeyboardAnimation) {
        self.pool = pool
        self.animation = animation
    }

    /// Whether the behavior follows the keyboard; `true` from creation.
    ///
    /// Set it to `false` to put back at once what the behavior changed and
    /// stop following (a screen that handles the keyboard only while it is
    /// visible); set it to `true` again to apply the keyboard as it is now and
    /// follow it again. After ``detach()`` it stays `false`.
    ///
    /// ```swift
    /// override func viewWillAppear(_ animated: Bool) {
    ///     super.viewWillAppear(animated)
    ///     keyboardInset?.isEnabled = true
    /// }
    /// override func viewDidDisappear(_ animated: Bool) {
    ///     super.viewDidDisappear(animated)
    ///     keyboardInset?.isEnabled = false
    /// }
    /// ```
    public var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            guard !isDetached else {
                isEnabled = false
                return
            }
            isEnabled ? resume() : pause()
        }
    }

    /// Starts following the pool for `adjustment` (the subclass, at the end
    /// of its initialiser) and applies the current state at once.
    func start(_ adjustment: any KeyboardAdjustment) {
        self.adjustment = adjustment
        if let source = adjustment.measuredView as? any KeyboardGeometryChangeSource {
            source.observeKeyboardGeometryChanges { [weak self] change in
                guard let self, !isDetached else { return false }
                viewGeometryChanged(change)
                return true
            }
        }
        resume()
    }

    /// Re-applies the current keyboard at once, for a view that moved without
    /// resizing, which nothing reports (<doc:AdjustmentBehaviors#When-a-behavior-measures>).
    /// A view joining a window or changing size is measured again by itself.
    public func remeasure() { apply(animatedWith: nil) }

    /// Stops following the keyboard for good and puts back at once what the
    /// behavior changed (a reveal leaves the scroll position). Once it
    /// returns, no keyboard event reaches this behavior again; to stop for a
    /// while, set ``isEnabled`` instead.
    public func detach() {
        isEnabled = false
        isDetached = true
    }

    /// Puts back what the behavior changed; subclasses override.
    func restore() {}

    /// Applies the current state with the timing of the last post: for a
    /// change no keyboard post announces (focus moving to another field).
    func applyAnimated() { apply(animatedWith: keyboard?.info) }

    private func resume() {
        guard let pool, let adjustment else { return }
        let (subscription, current) = pool.follow(followingLiveFrames: adjustment.followsLiveFrames) {
            [weak self] snapshot in
            self?.receive(snapshot)
        }
        self.subscription = subscription
        keyboard = current
        apply(animatedWith: nil)
    }

    private func pause() {
        stop()
        restore()
    }

    /// Takes the keyboard the pool just computed.
    private func receive(_ snapshot: KeyboardSnapshot) {
        keyboard = snapshot
        apply(animatedWith: snapshot.info)
    }

    private func viewGeometryChanged(_ change: KeyboardGeometryChange) {
        guard isEnabled, remeasuring.shouldSchedule(after: change) else { return }
        MainQueue.nextTurn { [weak self] in
            guard let self, remeasuring.takePending() else { return }
            remeasure()
        }
    }

    /// Writes what changed under the newest keyboard: with `info`'s timing, or at once.
    private func apply(animatedWith info: KeyboardInfo?) {
        guard subscription != nil, let keyboard else { return }
        guard let pool, let adjustment else { return stop() }
        followLiveFramesIfNeeded(keyboard.state, on: pool)
        if !write(adjustment, under: keyboard.state, animatedWith: info) { stop() }
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

    /// Asks the measured view's window for live frames once a scroll view on
    /// screen dismisses interactively (checked once per show). What its
    /// keyboard layout guide says goes to every pool on this pool's center,
    /// until this behavior stops.
    private func followLiveFramesIfNeeded(_ state: KeyboardState, on pool: ObserverPool) {
        guard let adjustment, adjustment.followsLiveFrames,
              let source = adjustment.measuredView as? any KeyboardLiveFrameSource,
              liveFrames.shouldStartTracking(
                  keyboardShown: state.isShown, dismissesInteractively: { source.keyboardDismissesInteractively }
              )
        else { return }
        let generation = liveFrames.generation
        let started = source.trackKeyboardLayoutGuide { [weak self, weak pool] reading in
            guard let self, let pool, liveFrames.generation == generation else { return false }
            if let frame = reading.keyboardFrame { pool.reportLiveFrame(frame) }
            return true
        }
        liveFrames.didAskToTrack(started: started)
    }

    private func stop() {
        subscription?.cancel()
        subscription = nil
        liveFrames.stop()
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
    /// The view whose geometry the behavior measures; `nil` once it is gone.
    var measuredView: (any KeyboardMeasurable)? { get }
    /// Whether the frames of an interactive dismissal are followed at once,
    /// unanimated; `false` to wait for events (a reveal never scrolls under the finger).
    var followsLiveFrames: Bool { get }
}
