import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one reducer of what the keyboard is doing: a pool keeps one under its
/// lock, applies every decoded post, live frame and layout-guide reading to
/// it, and everything else reads its ``state``. A plain value, so its rules
/// are tested without a pool or threads.
///
/// Besides the public ``KeyboardState`` it remembers which will-events still
/// wait for their did-event (so an echo changes nothing and a lone did-event
/// counts), and what made the last change with its payload (whose timing
/// animates a follower).
struct KeyboardStateMachine {
    /// What the keyboard is doing now.
    var state: KeyboardState {
        var state = keyboard
        state.isHardwareKeyboardAttached = isHardwareKeyboardAttached
        return state
    }

    /// The keyboard as the posts, live frames and guides moved it.
    private var keyboard = KeyboardState.unknown
    /// Whether a hardware keyboard is attached; `nil` until known.
    private var isHardwareKeyboardAttached: Bool?

    /// A keyboard nothing has been heard of, with the hardware keyboard as known now.
    init(hardwareKeyboardAttached: Bool? = nil) {
        isHardwareKeyboardAttached = hardwareKeyboardAttached
    }

    /// What made the last change applied, and its payload; `nil` before the first.
    private(set) var lastCause: KeyboardChange.Cause?
    private(set) var lastInfo: KeyboardInfo?

    /// How many changes were applied (posts, live frames, guide readings, unannounced
    /// hides, hardware-keyboard news): orders the snapshots handed out.
    private(set) var serial: UInt64 = 0

    /// Whether the last change was a rest point: a did-event after which no
    /// will-event waits for its own (the end of a show, a hide or a height
    /// change, whether the did-event changed anything or echoed).
    var isAtRestPoint: Bool {
        guard case .post(let event) = lastCause, event.isDidEvent else { return false }
        return awaitingEcho.isEmpty
    }

    /// The state with what made it, as followers are handed it.
    var snapshot: KeyboardSnapshot {
        KeyboardSnapshot(state: state, cause: lastCause, info: lastInfo, serial: serial, isRestPoint: isAtRestPoint)
    }

    /// The will-events received whose did-event has not arrived yet.
    private var awaitingEcho: Set<KeyboardEvent> = []

    /// What a post does to the keyboard, once its echo is told apart.
    private enum Move {
        case show, hide, changeFrame
    }

    /// Applies one decoded post, with the screen it named (iOS 16.1+; `nil`
    /// before). Whether the state changed is each follower's to tell.
    mutating func apply(_ event: KeyboardEvent, info: KeyboardInfo, screen: KeyboardScreen? = nil) {
        lastCause = .post(event)
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
        perform(move, info: info, screen: screen)
    }

    /// Applies one frame of an interactive dismissal, read from a keyboard
    /// layout guide; returns whether the state changed. Only a shown
    /// keyboard moves, keeping its placement; the frame's payload has no
    /// duration (the finger is the animation) and the last post's curve.
    @discardableResult
    mutating func applyLiveFrame(_ frame: CGRect) -> Bool {
        guard keyboard.isShown, let before = keyboard.frame, before != frame else { return false }
        keyboard = KeyboardState(placement: keyboard.placement, frame: frame, screen: keyboard.screen, isLocal: keyboard.isLocal)
        changedAtOnce(by: .liveFrame, from: before, to: frame)
        return true
    }

    /// Applies a docked keyboard's frame that a keyboard layout guide at rest
    /// tells: a keyboard already up while the state is unknown, or the
    /// guide's correction of a shown keyboard's posted frame (the policy is
    /// `KeyboardGuideCheck`'s). Returns whether the state changed; applied
    /// at once, with a zero-duration payload. A hidden keyboard stays hidden:
    /// the posts decide that.
    @discardableResult
    mutating func applyGuideFrame(_ frame: CGRect) -> Bool {
        switch keyboard.placement {
        case .unknown:
            keyboard = .shown(at: frame, screen: nil, isLocal: nil)
        case .docked, .hardwareKeyboardBar, .undocked:
            let corrected = KeyboardState.shown(at: frame, screen: keyboard.screen, isLocal: keyboard.isLocal)
            guard corrected != keyboard else { return false }
            keyboard = corrected
        case .hidden:
            return false
        }
        changedAtOnce(by: .layoutGuide, from: frame, to: frame)
        return true
    }

    /// Hides a shown keyboard that left without UIKit's hide posts (the policy
    /// is `KeyboardGuideCheck`'s): below the screen, at once, with a
    /// zero-duration payload; returns whether the state changed.
    @discardableResult
    mutating func applyUnannouncedHide() -> Bool {
        guard keyboard.isShown, let frame = keyboard.frame else { return false }
        let below = frame.offsetBy(dx: 0, dy: frame.height)
        keyboard = KeyboardState(placement: .hidden, frame: below, screen: keyboard.screen, isLocal: keyboard.isLocal)
        awaitingEcho.removeAll()
        changedAtOnce(by: .layoutGuide, from: frame, to: below)
        return true
    }

    /// Records a change no post made, applied at once: its cause, and a
    /// payload from `begin` to `end` with no duration and the last post's curve.
    private mutating func changedAtOnce(by cause: KeyboardChange.Cause, from begin: CGRect, to end: CGRect) {
        lastCause = cause
        lastInfo = KeyboardInfo(
            beginFrame: begin, endFrame: end, animationDuration: 0,
            animationCurve: lastInfo?.animationCurve ?? .keyboard, isLocal: keyboard.isLocal
        )
        serial += 1
    }

    /// Applies GameController's news that a hardware keyboard connected or
    /// disconnected; returns whether the state changed. Applied at once.
    @discardableResult
    mutating func applyHardwareKeyboard(attached: Bool) -> Bool {
        guard isHardwareKeyboardAttached != attached else { return false }
        isHardwareKeyboardAttached = attached
        lastCause = .hardwareKeyboard
        lastInfo = nil
        serial += 1
        return true
    }

    private mutating func perform(_ move: Move, info: KeyboardInfo, screen: KeyboardScreen?) {
        let end = info.endFrame
        switch move {
        case .show:
            keyboard = .shown(at: end, screen: screen, isLocal: info.isLocal)
        case .hide:
            keyboard = KeyboardState(placement: .hidden, frame: end, screen: screen, isLocal: info.isLocal)
        case .changeFrame:
            if KeyboardState.isBelowScreen(end: end, begin: info.beginFrame, screen: screen?.bounds) {
                // Already hidden: a frame moving about below the screen changes nothing.
                guard keyboard.placement != .hidden else { return }
                keyboard = KeyboardState(placement: .hidden, frame: end, screen: screen, isLocal: info.isLocal)
            } else if showsKeyboard(frameChangeTo: end, screen: screen) {
                keyboard = .shown(at: end, screen: screen, isLocal: info.isLocal)
            }
        }
    }

    /// Whether a frame change that does not slide the keyboard out leaves it
    /// up at `end`: always for a shown keyboard; for a hidden one only when
    /// the post's screen shows the frame on it (the first post of a show);
    /// before any post, without a screen too (the pool started listening
    /// with the keyboard up).
    private func showsKeyboard(frameChangeTo end: CGRect, screen: KeyboardScreen?) -> Bool {
        if keyboard.isShown { return true }
        if let screen { return KeyboardState.isOnScreen(end, screen: screen.bounds) }
        return keyboard.placement == .unknown
    }
}
