extension ObserverPool {
    /// Keyboard events as an `AsyncSequence` of `(event, info)` pairs.
    ///
    /// The subscription is made now and served by this pool's single fan-out;
    /// it ends when the iteration ends (`break`, task cancellation) or the
    /// sequence is released. See ``KeyboardEventSequence`` for the buffering
    /// policy: show and hide kept, frame changes newest-wins, at most 64 waiting.
    ///
    /// ```swift
    /// for await (event, info) in pool.events([.willShow, .willHide]) {
    ///     print(event, info.endFrame.height)
    /// }
    /// ```
    ///
    /// Main-actor isolated, like ``subscribe(_:to:)``, so the subscription is
    /// in place before the call returns. The sequence keeps this pool alive
    /// until it ends.
    ///
    /// With `followingLiveFrames: true` it also yields the keyboard's frames
    /// during an interactive dismissal (iOS 15 and later), each as a
    /// `willChangeFrame` with a zero duration; see
    /// ``observe(_:followingLiveFrames:handler:)``. They are frame changes, so
    /// a burst of them waits as one, the newest.
    ///
    /// - Parameters:
    ///   - events: The events to deliver; all six by default.
    ///   - followingLiveFrames: Whether to yield live frames as well; `false` by default.
    /// - Returns: A single-pass sequence of events in posting order.
    @MainActor
    public func events(
        _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
        followingLiveFrames: Bool = false
    ) -> KeyboardEventSequence {
        KeyboardEventSequence(pool: self, events: events, followingLiveFrames: followingLiveFrames)
    }
}
