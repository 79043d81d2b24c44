#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// What reaches a pool without a keyboard post: frames and corrections from
/// the keyboard layout guides it follows, and GameController's news of a
/// hardware keyboard.
extension PoolStorage {
    /// A layout-guide reading reached one of this pool's live-frame
    /// sessions: while anything wants live frames, hands it to the taps and
    /// returns the keyboard to check it against; `nil` (and nothing handed)
    /// once nothing does.
    @MainActor
    func receiveGuideReading(_ reading: KeyboardLayoutGuideReading) -> KeyboardState? {
        let state = withState { state -> KeyboardState? in
            guard !state.isClosed, state.registry.liveFrameDemand > 0 else { return nil }
            return state.keyboard.state
        }
        if state != nil { taps.received(reading) }
        return state
    }

    /// Applies a frame of an interactive dismissal, handed over by a layout
    /// guide this pool follows; when it moved a shown keyboard, calls the
    /// subscriptions that follow live frames (events ones with an unanimated `willChangeFrame`).
    @MainActor
    func deliverLiveFrame(_ frame: CGRect) {
        deliverGuideChange(followersWanting: .liveFrames) { $0.applyLiveFrame(frame) }
    }

    /// Applies a docked keyboard's frame that a layout guide at rest tells
    /// (a keyboard already up while the state is unknown, or a correction of
    /// a posted frame); when it changed the state, calls every follower, and
    /// the events subscriptions that follow live frames.
    @MainActor
    func deliverGuideFrame(_ frame: CGRect) {
        deliverGuideChange(followersWanting: .allEvents) { $0.applyGuideFrame(frame) }
    }

    /// Applies GameController's news of a hardware keyboard; when it changed
    /// the state, calls every follower (no keyboard event is posted).
    @MainActor
    func deliverHardwareKeyboard(attached: Bool) {
        let delivery = withState { state -> (KeyboardSnapshot, [Subscriber])? in
            guard !state.isClosed, state.keyboard.applyHardwareKeyboard(attached: attached) else { return nil }
            return (state.keyboard.snapshot, state.registry.subscriptionOrder)
        }
        guard let (snapshot, recipients) = delivery else { return }
        fanOut(nil, to: recipients, change: snapshot, followersWanting: .allEvents)
    }

    @MainActor
    private func deliverGuideChange(
        followersWanting: KeyboardEventMask, _ apply: (inout KeyboardStateMachine) -> Bool
    ) {
        let delivery = withState { state -> (KeyboardSnapshot, [Subscriber])? in
            guard !state.isClosed, apply(&state.keyboard) else { return nil }
            return (state.keyboard.snapshot, state.registry.subscriptionOrder)
        }
        guard let (snapshot, recipients) = delivery, let info = snapshot.info else { return }
        fanOut(
            (.willChangeFrame, info, wanting: .liveFrames), to: recipients,
            change: snapshot, followersWanting: followersWanting
        )
    }
}
