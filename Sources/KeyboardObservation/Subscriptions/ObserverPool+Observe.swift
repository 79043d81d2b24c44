extension ObserverPool {
    /// Calls `handler` on the main actor for each of `events`, until the
    /// returned token is cancelled or released.
    ///
    /// For code that wants keyboard events without adopting a protocol: a
    /// coordinator, analytics, a SwiftUI bridge, a test. The handler is served
    /// by this pool's single fan-out, like any ``KeyboardObservable`` client:
    /// no NotificationCenter registration of its own, no decode of its own.
    /// Like ``subscribe(_:to:)`` it runs synchronously inside UIKit's post,
    /// so animations started there join the keyboard's own.
    ///
    /// ```swift
    /// let subscription = pool.observe([.willShow, .willHide]) { [weak self] _, _ in
    ///     guard let self else { return }
    ///     bottomInset = pool.keyboardState.overlap(in: view.keyboardViewGeometry).contentInset
    /// }
    /// // later, or never: releasing the token is enough
    /// subscription.cancel()
    /// ```
    ///
    /// **Live frames.** With `followingLiveFrames: true` the handler also
    /// receives the keyboard's frame while the user drags it down in an
    /// interactive dismissal (iOS 15 and later; `KeyboardSimulator.drag(height:)`
    /// in tests), for which UIKit posts nothing, each as a `willChangeFrame`
    /// with a zero duration: apply it at once, the finger is the animation.
    ///
    /// - Parameters:
    ///   - events: The events to deliver; all six by default.
    ///   - followingLiveFrames: Whether to receive live frames as well; `false` by default.
    ///   - handler: Called with each event and its payload, decoded once for
    ///     every client of the pool.
    /// - Returns: The token that keeps the subscription alive. Discarding it
    ///   cancels the subscription at once.
    @MainActor
    public func observe(
        _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
        followingLiveFrames: Bool = false,
        handler: @escaping @MainActor (_ event: KeyboardEvent, _ info: KeyboardInfo) -> Void
    ) -> KeyboardSubscription {
        let observer = ClosureObserver(storage: storage, handler: handler)
        subscribe(observer, mask: KeyboardEventMask(events, followingLiveFrames: followingLiveFrames))
        return KeyboardSubscription(observer)
    }
}
