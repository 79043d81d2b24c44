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
    static var events: Set<KeyboardEvent> { KeyboardEvent.movingKeyboardState }

    private weak var pool: ObserverPool?
    private weak var adjustment: Adjustment?
    private let animation: KeyboardAnimation
    /// Whether the measured view reports live frames for this behaviour.
    private var tracksLiveFrames = false
    /// Whether the current show was already checked for an interactive dismissal.
    private var checkedThisShow = false

    init(pool: ObserverPool, animation: KeyboardAnimation) {
        self.pool = pool
        self.animation = animation
    }

    var observedKeyboardEvents: Set<KeyboardEvent> { Self.events }

    /// Starts listening for `adjustment` and applies the current state at once.
    ///
    /// A behaviour with a ``KeyboardAdjustment/liveFrameSource`` also
    /// follows live frames, which arrive here as a `willChangeFrame` with no
    /// animation (see ``followLiveFramesIfNeeded(_:)``).
    func start(_ adjustment: Adjustment) {
        self.adjustment = adjustment
        guard let pool else { return }
        var mask = KeyboardEventMask(Self.events)
        if adjustment.liveFrameSource != nil {
            mask = mask.union(.liveFrames)
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
        let state = pool.keyboardState
        followLiveFramesIfNeeded(state)
        guard let value = adjustment.measure(state) else { return stop() }
        guard value != adjustment.written else { return }
        if let info {
            animation.perform(info) { adjustment.write(value) }
        } else {
            adjustment.write(value)
        }
    }

    /// The pool's current state, or the hidden state once the pool is gone.
    var state: KeyboardState {
        pool?.keyboardState ?? .hidden
    }

    /// Asks the measured view to report live frames, the first time the
    /// keyboard is up while something on screen can dismiss it interactively.
    ///
    /// Checked once per show, so a screen whose scroll views never dismiss
    /// interactively pays one check per show and gets no tracking view. Once
    /// started, tracking lasts as long as this engine; the frames go to this
    /// pool's notification center, so every pool there follows them.
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

    /// Stops listening; a no-op when not listening.
    func stop() {
        pool?.unsubscribe(self)
    }
}
