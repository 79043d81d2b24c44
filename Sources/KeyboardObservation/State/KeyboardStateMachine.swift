import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one reducer of what the keyboard is doing: a pool keeps one under its
/// lock, applies every decoded post and live frame to it, and everything
/// else reads its ``state``. A plain value, so its rules are tested without
/// a pool or threads.
///
/// Besides the public ``KeyboardState`` it remembers which will-events still
/// wait for their did-event (so an echo changes nothing and a lone did-event
/// counts), whether a show or hide was ever seen, and the last payload (its
/// timing animates a behavior that reacts to something other than a post).
struct KeyboardStateMachine {
    /// What the keyboard is doing now.
    private(set) var state = KeyboardState.hidden

    /// The payload of the last post that was applied, or `nil` before the first.
    private(set) var lastInfo: KeyboardInfo?

    /// How many posts and live frames were applied: orders the snapshots handed out.
    private(set) var serial: UInt64 = 0

    /// The state with the payload that made it, as followers are handed it.
    var snapshot: KeyboardSnapshot { KeyboardSnapshot(state: state, info: lastInfo, serial: serial) }

    /// The will-events received whose did-event has not arrived yet.
    private var awaitingEcho: Set<KeyboardEvent> = []

    /// Whether a show or hide was ever applied: before one, a frame change
    /// means the pool started listening with the keyboard up.
    private var knowsShownOrHidden = false

    /// What a post does to the keyboard, once its echo is told apart.
    private enum Move {
        case show, hide, changeFrame
    }

    /// Applies one decoded post.
    mutating func apply(_ event: KeyboardEvent, info: KeyboardInfo) {
        lastInfo = info
        serial += 1
        let move: Move
        switch event {
        case .willShow:
            awaitingEcho.insert(.willShow)
            move = .show
        case .willHide:
            awaitingEcho.insert(.willHide)
            move = .hide
        case .willChangeFrame:
            awaitingEcho.insert(.willChangeFrame)
            move = .changeFrame
        case .didShow:
            guard awaitingEcho.remove(.willShow) == nil else { return }
            move = .show
        case .didHide:
            guard awaitingEcho.remove(.willHide) == nil else { return }
            move = .hide
        case .didChangeFrame:
            guard awaitingEcho.remove(.willChangeFrame) == nil else { return }
            move = .changeFrame
        }
        perform(move, endFrame: info.endFrame)
    }

    /// Applies one live frame (an interactive dismissal); returns whether the
    /// state changed. The frame's payload has no duration (the finger is the
    /// animation) and the last post's curve.
    mutating func applyLiveFrame(_ frame: CGRect) -> Bool {
        guard state.isShown, let before = state.frame, before != frame else { return false }
        state = KeyboardState(isShown: true, frame: frame)
        lastInfo = KeyboardInfo(
            beginFrame: before, endFrame: frame, animationDuration: 0,
            animationCurve: lastInfo?.animationCurve ?? .keyboard, isLocal: lastInfo?.isLocal
        )
        serial += 1
        return true
    }

    private mutating func perform(_ move: Move, endFrame: CGRect) {
        switch move {
        case .show:
            knowsShownOrHidden = true
            state = KeyboardState(isShown: true, frame: endFrame)
        case .hide:
            knowsShownOrHidden = true
            state = KeyboardState(isShown: false, frame: endFrame)
        case .changeFrame:
            // Hidden after a hide: a frame change does not bring the keyboard back.
            guard state.isShown || !knowsShownOrHidden else { return }
            state = KeyboardState(isShown: true, frame: endFrame)
        }
    }
}
