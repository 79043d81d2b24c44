extension ObserverPool {
    /// Calls `handler` on the main actor for each of `events`, until the
    /// returned token is cancelled or released.
    ///
    /// For code that wants keyboard events without adopting a protocol (a
    /// coordinator, analytics, a SwiftUI bridge, a test), served by the pool's
    /// one fan-out and decode. Like ``subscribe(_:to:)`` it runs inside
    /// UIKit's post, so animations started there join the keyboard's own.
    ///
    /// ```swift
    /// let subscription = pool.observe([.willShow, .willHide]) { [weak self] _, _ in
    ///     guard let self else { return }
    ///     bottomInset = pool.keyboardState.overlap(in: view.keyboardViewGeometry).contentInset
    /// }
    /// ```
    ///
    /// With `followingLiveFrames: true` the handler also receives the
    /// keyboard's frames while the user drags it down (iOS 15 and later), for
    /// which UIKit posts nothing, each as a `willChangeFrame` with a zero
    /// duration: apply it at once, the finger is the animation.
    ///
    /// - Returns: The token that keeps the subscription; discarding it cancels at once.
    @MainActor
    public func observe(
        _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
        followingLiveFrames: Bool = false,
        handler: @escaping @MainActor (_ event: KeyboardEvent, _ info: KeyboardInfo) -> Void
    ) -> KeyboardSubscription {
        let observer = ClosureObserver(storage: storage, handler: handler)
        storage.subscribe(observer, to: KeyboardEventMask(events, followingLiveFrames: followingLiveFrames))
        return KeyboardSubscription(observer)
    }
}
