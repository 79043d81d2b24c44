import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
        let observer = EventObserver(storage: storage, handler: handler)
        storage.subscribe(observer, to: KeyboardEventMask(events, followingLiveFrames: followingLiveFrames))
        return KeyboardSubscription(observer)
    }

    /// Follows the keyboard's state: the package's behaviors and its SwiftUI
    /// model subscribe here. Returns the token and the keyboard as it is now,
    /// read together with the subscription, so no post falls between them;
    /// `onChange` is then handed, on each of the six events (and live frames
    /// when asked), the snapshot the pool has just computed, with the event's
    /// payload as ``KeyboardSnapshot/info``, and never one older than the last.
    @MainActor
    package func follow(
        followingLiveFrames: Bool,
        onChange: @escaping @MainActor (KeyboardSnapshot) -> Void
    ) -> (subscription: KeyboardSubscription, current: KeyboardSnapshot) {
        let observer = SnapshotObserver(storage: storage, handler: onChange)
        let mask = KeyboardEventMask(Set(KeyboardEvent.allCases), followingLiveFrames: followingLiveFrames)
        let current = storage.subscribe(observer, to: mask)
        observer.latestSerial = current.serial
        return (KeyboardSubscription(observer), current)
    }

    /// Reports a keyboard frame read between UIKit's posts (an interactive
    /// dismissal), in screen coordinates, to every pool on this pool's center.
    package func reportLiveFrame(_ frame: CGRect) {
        KeyboardLiveFrame.report(frame, on: storage.notificationCenter)
    }

    /// The center this pool listens on: where UIKit's text-editing notifications arrive too.
    var notificationCenter: NotificationCenter { storage.notificationCenter }
}
