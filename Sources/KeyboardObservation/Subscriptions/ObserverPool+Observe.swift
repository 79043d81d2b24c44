import Foundation

extension ObserverPool {
    /// Calls `handler` on the main actor for each of `events`, until the
    /// returned token is cancelled or released.
    ///
    /// For code that wants keyboard events without adopting a protocol (a
    /// coordinator, analytics, a test), served by the pool's one fan-out and
    /// decode. Like ``subscribe(_:to:)`` it runs inside UIKit's post, so
    /// animations started there join the keyboard's own.
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
    /// duration: apply it at once, the finger is the animation. The pool
    /// then follows a keyboard layout guide (docs/PlatformSupport.md).
    ///
    /// - Returns: The token that keeps the subscription; discarding it cancels at once.
    @MainActor
    public func observe(
        _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
        followingLiveFrames: Bool = false,
        handler: @escaping @MainActor (_ event: KeyboardEvent, _ info: KeyboardInfo) -> Void
    ) -> KeyboardSubscription {
        let eventHandler = KeyboardEventHandler(handler)
        storage.subscribe(.events(eventHandler), to: KeyboardEventMask(events, followingLiveFrames: followingLiveFrames))
        return KeyboardSubscription(storage: storage, handler: eventHandler)
    }

    /// Calls `handler` on the main actor each time the keyboard state really
    /// changes, with the state before and after, until the returned token is
    /// cancelled or released.
    ///
    /// For "the keyboard's frame went from A to B": a UIKit show is four
    /// posts and changes the state once, so `handler` runs once; a did-event
    /// that echoes its will-event, or the same frame again, calls nothing.
    /// Like ``observe(_:followingLiveFrames:handler:)`` it runs inside UIKit's
    /// post, so changes made there animate with the keyboard
    /// (``KeyboardChange/info`` has the timing).
    ///
    /// ```swift
    /// subscription = pool.observeChanges { [weak self] change in
    ///     guard change.previous.frame != change.current.frame else { return }   // placement or screen only
    ///     self?.keyboardFrameDidChange(from: change.previous.frame, to: change.current.frame)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - followingLiveFrames: Whether the frames of an interactive dismissal
    ///     count too (iOS 15 and later); the pool then follows a keyboard layout guide.
    ///   - handler: Called with each change; ``KeyboardChange/previous`` is
    ///     the state this handler was last given (the pool's when it subscribed).
    /// - Returns: The token that keeps the subscription; discarding it cancels at once.
    @MainActor
    public func observeChanges(
        followingLiveFrames: Bool = false,
        handler: @escaping @MainActor (_ change: KeyboardChange) -> Void
    ) -> KeyboardSubscription {
        follow(followingLiveFrames: followingLiveFrames, onChange: handler).subscription
    }

    /// Follows the keyboard's state: ``observeChanges(followingLiveFrames:handler:)``
    /// and the package's SwiftUI model subscribe here. Returns the token and
    /// the keyboard as it is now, read together with the subscription, so no
    /// post falls between them.
    @MainActor
    package func follow(
        followingLiveFrames: Bool, onChange: @escaping @MainActor (KeyboardChange) -> Void
    ) -> (subscription: KeyboardSubscription, current: KeyboardState) {
        let (subscription, follower) = followChanges(
            followingLiveFrames: followingLiveFrames, guideHost: nil, onChange: onChange
        )
        return (subscription, follower.state)
    }

    /// ``follow(followingLiveFrames:onChange:)``, returning the
    /// follower the pool hands changes to, whose state is the state last
    /// handed on: a behavior keeps no copy of its own. A behavior passes its
    /// view as `guideHost` (the pool follows that view's layout guide),
    /// `onRestPoint`, called at each rest point that changed nothing, with
    /// the post's payload, `dragWrite`, which makes the writer a drag
    /// lane calls (``KeyboardDragLane``), and `calledAfterOthers`, for a
    /// behavior that measures where the others' writes put its views.
    @MainActor
    func followChanges(
        followingLiveFrames: Bool,
        guideHost: (any KeyboardGuideHostCandidate)?,
        onRestPoint: (@MainActor (KeyboardInfo?) -> Void)? = nil,
        dragWrite: (@MainActor () -> KeyboardDragWrite?)? = nil,
        calledAfterOthers: Bool = false,
        onChange: @escaping @MainActor (KeyboardChange) -> Void
    ) -> (subscription: KeyboardSubscription, follower: KeyboardChangeFollower) {
        let follower = KeyboardChangeFollower(
            onChange, onRestPoint: onRestPoint, dragWrite: dragWrite, calledAfterOthers: calledAfterOthers
        )
        let mask = KeyboardEventMask(Set(KeyboardEvent.allCases), followingLiveFrames: followingLiveFrames)
        let current = storage.subscribe(.changes(follower), to: mask, guideHost: guideHost)
        follower.start(from: current)
        return (KeyboardSubscription(storage: storage, handler: follower), follower)
    }

    /// The center this pool listens on: where UIKit's text-editing notifications arrive too.
    var notificationCenter: NotificationCenter { storage.notificationCenter }
}
