#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// What reaches a pool without a keyboard post: the layout passes of the
/// keyboard layout guides it follows (a drag's frames, a guide's
/// corrections, a hide nobody posted), and GameController's news of a hardware keyboard.
extension PoolStorage {
    /// What one critical section made of a guide's layout pass.
    private enum GuideReading {
        /// Nothing wants live frames any more, or the pool closed.
        case notWanted
        /// The check's verdict, which moved nothing.
        case checked(KeyboardGuideCheck.Verdict)
        /// A drag frame moved the keyboard: the state now, the registry's
        /// generation, and its followers of live frames when the drag lane
        /// was made at another generation.
        case moved(KeyboardSnapshot, generation: UInt64, followers: [Subscriber]?)
    }

    /// One layout pass of a guide a live-frame session of this pool follows,
    /// in one critical section: the session's two-source check reads it
    /// against the keyboard, a drag frame it follows is applied,
    /// and the registry's generation is read. The frame then reaches the
    /// followers of live frames through the drag lane, outside the lock; the
    /// taps see the reading.
    ///
    /// - Returns: The check's verdict, for the session to carry out (a
    ///   followed frame is done); `nil`, with nothing handed anywhere, once
    ///   nothing wants live frames.
    @MainActor
    func receiveGuideReading(
        _ reading: KeyboardLayoutGuideReading, checkedBy session: KeyboardGuideSession
    ) -> KeyboardGuideCheck.Verdict? {
        let laneGeneration = dragLane.generation
        let outcome = withState { state -> GuideReading in
            guard !state.isClosed, state.registry.liveFrameDemand > 0 else { return .notWanted }
            let verdict = session.read(reading, state: state.keyboard.state)
            guard case .follow(let frame) = verdict, state.keyboard.applyLiveFrame(frame) else { return .checked(verdict) }
            let generation = state.registry.generation
            let followers = generation == laneGeneration ? nil : state.registry.liveFrameFollowers
            return .moved(state.keyboard.snapshot, generation: generation, followers: followers)
        }
        switch outcome {
        case .notWanted:
            dragLane.end()
            return nil
        case .checked(let verdict):
            taps.received(reading)
            if case .stop = verdict { dragLane.end() }
            return verdict
        case .moved(let snapshot, let generation, let followers):
            taps.received(reading)
            if let followers { dragLane.start(followers, generation: generation) }
            dragLane.run(snapshot, for: self)
            return KeyboardGuideCheck.Verdict.none
        }
    }

    /// Applies a docked keyboard's frame that a layout guide at rest tells
    /// (a keyboard already up while the state is unknown, or a correction of
    /// a posted frame), ending a drag's lane; when it changed the state,
    /// calls every follower, and the events subscriptions that follow live frames.
    @MainActor
    func deliverGuideFrame(_ frame: CGRect) {
        deliverGuideChange { $0.applyGuideFrame(frame) }
    }

    /// Hides a keyboard that left without its hide posts, as a followed layout
    /// guide and the input being edited tell (`KeyboardGuideCheck`), ending a
    /// drag's lane; when it changed the state, calls every follower, and the
    /// events subscriptions that follow live frames.
    @MainActor
    func deliverUnannouncedHide() {
        deliverGuideChange { $0.applyUnannouncedHide() }
    }

    /// Ends a drag's lane and applies what a guide at rest told; when
    /// `apply` changed the state, hands it to every follower, and an
    /// unanimated `willChangeFrame` to the events subscriptions that follow live frames.
    @MainActor
    private func deliverGuideChange(_ apply: (inout KeyboardStateMachine) -> Bool) {
        guard let (snapshot, recipients) = applyAtOnce(apply), let info = snapshot.info else { return }
        fanOut(
            (.willChangeFrame, info, wanting: .liveFrames), to: recipients,
            change: snapshot, followersWanting: .allEvents
        )
    }

    /// Applies GameController's news of a hardware keyboard, ending a drag's
    /// lane; when it changed the state, calls every follower (no keyboard event is posted).
    @MainActor
    func deliverHardwareKeyboard(attached: Bool) {
        guard let (snapshot, recipients) = applyAtOnce({ $0.applyHardwareKeyboard(attached: attached) }) else { return }
        fanOut(nil, to: recipients, change: snapshot, followersWanting: .allEvents)
    }

    /// A change no post made, applied at once: ends a drag's lane, then,
    /// when `apply` changed the state, returns it with every subscription,
    /// in subscription order; `nil` when it changed nothing or the pool is closed.
    @MainActor
    private func applyAtOnce(_ apply: (inout KeyboardStateMachine) -> Bool) -> (KeyboardSnapshot, [Subscriber])? {
        dragLane.end()
        return withState { state in
            guard !state.isClosed, apply(&state.keyboard) else { return nil }
            return (state.keyboard.snapshot, state.registry.subscriptionOrder)
        }
    }
}
