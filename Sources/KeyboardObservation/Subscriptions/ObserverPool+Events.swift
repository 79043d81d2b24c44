extension ObserverPool {
    /// Keyboard events as an `AsyncStream` of `(event, info)` pairs.
    ///
    /// The subscription is made now, served by this pool's single fan-out, so
    /// nothing posted between this call and the loop is lost. It ends, and
    /// the pool lets go of its observer, when the iteration ends (`break`,
    /// cancellation of the iterating task) or the stream is released. The
    /// stream keeps this pool alive until then.
    ///
    /// ```swift
    /// let task = Task { @MainActor in
    ///     for await (event, _) in ObserverPool.shared.events([.willShow, .willHide]) {
    ///         model.isKeyboardUp = event == .willShow   // a model, not a layout: this runs after UIKit's post
    ///     }
    /// }
    /// task.cancel()   // ends the loop and the subscription
    /// ```
    ///
    /// Elements arrive after UIKit's post has returned, one actor hop each,
    /// so a loop is never inside the keyboard's animation: use
    /// ``observe(_:followingLiveFrames:handler:)`` or a protocol client for
    /// layout. While the loop is busy, events wait: show and hide events are
    /// kept in order; a frame change replaces a pending one of the same kind
    /// posted since the last show or hide (newest wins, so a burst costs one
    /// step); at most 64 wait, the oldest dropped first. Iterate it once,
    /// like any `AsyncStream`.
    ///
    /// With `followingLiveFrames: true` it also yields the keyboard's frames
    /// during an interactive dismissal (iOS 15 and later), each as a
    /// `willChangeFrame` with a zero duration.
    ///
    /// - Parameters:
    ///   - events: The events to deliver; all six by default.
    ///   - followingLiveFrames: Whether to yield live frames as well; `false` by default.
    /// - Returns: A single-consumer stream of events in posting order.
    @MainActor
    public func events(
        _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
        followingLiveFrames: Bool = false
    ) -> KeyboardEventSequence {
        KeyboardEventStreamClient(pool: self, mask: KeyboardEventMask(events, followingLiveFrames: followingLiveFrames)).stream
    }
}
