#if canImport(Observation)
import KeyboardObservation
import Observation

/// The keyboard as observable state, for SwiftUI and anything else that
/// uses Observation: one per screen, or one in the environment of many.
///
/// It starts from the pool's current keyboard (a screen created over an open
/// keyboard sees it at once) and follows every change, the frames of an
/// interactive dismissal included. ``state`` is assigned only when it really
/// changes, so a view that reads it re-renders only then: not for a
/// did-event that echoes its will-event, not for the same frame again, not
/// for a frame change while the keyboard is hidden. A view that needs only
/// whether the keyboard is up reads ``isShown`` (or
/// ``isHardwareKeyboardAttached``), which changes only when that does: not
/// for each frame of a drag, nor for a keyboard that grows.
///
/// ```swift
/// @MainActor   // the model is made in a stored property's initial value
/// struct ComposerScreen: View {
///     @State private var keyboard = KeyboardModel()
///     var body: some View {
///         TabBar()
///             .opacity(keyboard.isShown ? 0 : 1)
///             .animation(.keyboard(keyboard.lastChange?.info), value: keyboard.isShown)
///     }
/// }
/// ```
///
/// What the keyboard covers of a given view depends on where that view is
/// on screen: measure it with `keyboardPadding(pool:)`,
/// `onKeyboardOverlapChange(pool:perform:)` or
/// `measuresKeyboardOverlap(pool:)` rather than from the keyboard's height.
/// Releasing the model leaves nothing subscribed in its pool.
@available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
@MainActor @Observable
public final class KeyboardModel {
    /// The pool's keyboard state, live frames included; assigned only when
    /// it changes, so a view that reads it re-renders only for a real change.
    public private(set) var state: KeyboardState

    /// The last change of ``state``: what it was before, what made it, and
    /// the timing a view animates with (`Animation.keyboard(_:)` of its
    /// `info`; a frame of an interactive dismissal has a zero duration).
    /// `nil` until the first change. Not observed: it changes together with ``state``.
    @ObservationIgnored public private(set) var lastChange: KeyboardChange?

    /// Whether the keyboard is shown (``state``'s `isShown`), assigned only
    /// when that changes: a view that reads only this re-renders when the
    /// keyboard comes or goes, not for each frame of a drag or a new height.
    public private(set) var isShown: Bool

    /// Whether a hardware keyboard is attached (``state``'s; `nil` while not
    /// known), assigned only when that changes.
    public private(set) var isHardwareKeyboardAttached: Bool?

    @ObservationIgnored private var subscription: KeyboardSubscription?

    /// Follows `pool` from its current state.
    ///
    /// - Parameter pool: The pool to follow; `ObserverPool.shared` by default.
    public init(pool: ObserverPool = .shared) {
        state = .unknown   // until the subscription below reads the pool's
        isShown = false
        isHardwareKeyboardAttached = nil

        let (subscription, current) = pool.follow(followingLiveFrames: true) { [weak self] change in
            self?.follow(change)
        }
        state = current
        isShown = current.isShown
        isHardwareKeyboardAttached = current.isHardwareKeyboardAttached
        self.subscription = subscription
    }

    /// Takes a change of the pool's state: the pool hands a follower only
    /// real changes, so each one is assigned; what is read from it, only when it changed.
    private func follow(_ change: KeyboardChange) {
        lastChange = change
        state = change.current
        // NB: compared here, not left to the macro: before Swift 6.2 an
        // assignment of an equal value notifies the views that read it.
        if isShown != change.current.isShown { isShown = change.current.isShown }
        if isHardwareKeyboardAttached != change.current.isHardwareKeyboardAttached {
            isHardwareKeyboardAttached = change.current.isHardwareKeyboardAttached
        }
    }
}
#endif
