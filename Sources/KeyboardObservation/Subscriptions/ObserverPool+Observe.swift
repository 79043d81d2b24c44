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
    /// let subscription = pool.observe([.willShow, .willHide]) { [weak self] event, info in
    ///     self?.keyboardHeight = event == .willShow ? info.endFrame.height : 0
    /// }
    /// // later, or never: releasing the token is enough
    /// subscription.cancel()
    /// ```
    ///
    /// Main-actor isolated, like ``subscribe(_:to:)``: the handler receives the
    /// very next post, with no asynchronous hop in between.
    ///
    /// - Parameters:
    ///   - events: The events to deliver; all six by default.
    ///   - handler: Called with each event and its payload, decoded once for
    ///     every client of the pool.
    /// - Returns: The token that keeps the subscription alive. Discarding it
    ///   cancels the subscription at once.
    @MainActor
    public func observe(
        _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
        handler: @escaping @MainActor (_ event: KeyboardEvent, _ info: KeyboardInfo) -> Void
    ) -> KeyboardSubscription {
        subscribe(mask: KeyboardEventMask(events), handler: handler) { observer in
            { observer.unsubscribe() }
        }
    }
}
