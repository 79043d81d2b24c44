/// One change of a pool's keyboard state, as a follower is handed it: the
/// state before and after, what made it, and the timing to animate it with.
///
/// ``ObserverPool/observeChanges(followingLiveFrames:handler:)`` hands these
/// over only when the state really changed (never for a did-event that echoes
/// its will-event, or for the same frame again), so "the keyboard's frame went
/// from A to B" is one call:
///
/// ```swift
/// subscription = pool.observeChanges(followingLiveFrames: true) { [weak self] change in
///     self?.keyboardFrameDidChange(from: change.previous.frame, to: change.current.frame)
/// }
/// ```
public struct KeyboardChange: Hashable, Sendable {
    /// What made a change.
    ///
    /// ```swift
    /// let cause: KeyboardChange.Cause = change.cause
    /// switch cause {
    /// case .post(let event): print("UIKit posted \(event)")
    /// case .liveFrame: print("a finger drags the keyboard")
    /// case .layoutGuide, .hardwareKeyboard: print("no post: applied at once")
    /// }
    /// ```
    public enum Cause: Hashable, Sendable {
        /// One of UIKit's six keyboard notifications.
        case post(KeyboardEvent)
        /// A frame of an interactive dismissal, read from a keyboard layout guide.
        case liveFrame
        /// A keyboard layout guide at rest told the keyboard's frame: a
        /// keyboard already up when the pool was created, or a posted frame
        /// the guide corrected (docs/PlatformSupport.md, "Two sources").
        case layoutGuide
        /// A hardware keyboard connected or disconnected (GameController).
        case hardwareKeyboard
    }

    /// The state the follower had before: the one it was last handed.
    public var previous: KeyboardState
    /// The state now.
    public var current: KeyboardState
    /// What made the change.
    public var cause: Cause
    /// The payload whose timing the change animates with: the post's; a live
    /// frame's or a guide's has a zero duration (the finger is the animation),
    /// to apply at once; `nil` for a hardware keyboard connecting.
    public var info: KeyboardInfo?
    // The pool makes them (KeyboardChangeFollower): the memberwise initializer is internal.
}
