/// The lifecycle every adjustment behaviour shares: a client of the pool
/// that re-measures its behaviour from the pool's one ``KeyboardState`` and
/// writes the result, animated alongside the keyboard.
///
/// - Attached, it applies the current state at once (a screen created while
///   the keyboard is up is adjusted without waiting for an event).
/// - On each event it observes, it re-measures and writes only what changed,
///   with the event's timing.
/// - ``remeasure()`` re-applies the current state at once.
/// - Once its behaviour's target is gone, it leaves the pool.
///
/// Held strongly by its behaviour, which it holds weakly; the pool holds it
/// weakly, so a released behaviour leaves only a stray for the sweeper.
@MainActor
final class KeyboardBehaviourEngine<Adjustment: KeyboardAdjustment>: KeyboardObservable {
    /// The events that move the keyboard state; the did-events repeat them.
    static var events: Set<KeyboardEvent> { [.willShow, .willHide, .willChangeFrame] }

    private weak var pool: ObserverPool?
    private weak var adjustment: Adjustment?
    private let animation: KeyboardAnimation

    init(pool: ObserverPool, animation: KeyboardAnimation) {
        self.pool = pool
        self.animation = animation
    }

    var observedKeyboardEvents: Set<KeyboardEvent> { Self.events }

    /// Starts listening for `adjustment` and applies the current state at once.
    ///
    /// A behaviour with a ``KeyboardAdjustment/liveFrameSource`` also
    /// follows live frames: the view reports them to this pool's
    /// notification center (every pool there sees them), and they arrive
    /// here as a `willChangeFrame` with no animation.
    func start(_ adjustment: Adjustment) {
        self.adjustment = adjustment
        guard let pool else { return }
        var mask = KeyboardEventMask(Self.events)
        if let view = adjustment.liveFrameSource {
            mask = mask.union(.liveFrames)
            let center = pool.storage.notificationCenter
            (view as? any KeyboardLiveFrameSource)?.trackKeyboardLiveFrames { [weak self] frame in
                guard self != nil else { return false }
                KeyboardLiveFrame.report(frame, on: center)
                return true
            }
        }
        pool.subscribe(self, mask: mask)
        apply(animatedWith: nil)
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        apply(animatedWith: info)
    }

    /// Re-measures from the pool's current state and writes what changed:
    /// with `info`'s timing, or at once when `info` is `nil`.
    func apply(animatedWith info: KeyboardInfo?) {
        guard let pool, let adjustment else { return stop() }
        guard let value = adjustment.measure(pool.keyboardState) else { return stop() }
        guard value != adjustment.written else { return }
        if let info {
            animation.perform(info) { adjustment.write(value) }
        } else {
            adjustment.write(value)
        }
    }

    /// The pool's current state, or ``KeyboardState/hidden`` once the pool is gone.
    var state: KeyboardState {
        pool?.keyboardState ?? .hidden
    }

    /// Stops listening; a no-op when not listening.
    func stop() {
        pool?.unsubscribe(self)
    }
}
