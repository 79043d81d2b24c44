/// A client that receives typed keyboard events from an ``ObserverPool``.
///
/// The raw level of the hierarchy: the client gets each event with its
/// decoded ``KeyboardInfo`` and decides what to do. The pool holds the client
/// weakly, so it never has to unsubscribe.
///
/// ```swift
/// final class ChatViewController: UIViewController, KeyboardObservable {
///     var observedKeyboardEvents: Set<KeyboardEvent> { [.willChangeFrame] }
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         subscribeOnKeyboardNotifications()
///     }
///
///     func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
///         // The frame is in screen coordinates: measure it against the view on screen.
///         let overlap = KeyboardOverlap(keyboardFrame: info.endFrame, in: view.keyboardViewGeometry)
///         composerBottom.constant = overlap.contentInset
///     }
/// }
/// ```
@MainActor
public protocol KeyboardObservable: AnyObject {
    /// Events delivered to this client. A requirement, so a client's own
    /// property is honoured wherever the client is seen as the protocol.
    var observedKeyboardEvents: Set<KeyboardEvent> { get }

    /// Called on the main actor for each event this client observes.
    ///
    /// - Parameters:
    ///   - event: Which keyboard notification was posted.
    ///   - info: Its payload, decoded once for all clients.
    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo)
}

extension KeyboardObservable {
    /// All six events, unless the client declares its own set.
    public var observedKeyboardEvents: Set<KeyboardEvent> {
        KeyboardEvent.everyEvent
    }

    /// Starts delivering ``observedKeyboardEvents`` to this client.
    ///
    /// Calling it again keeps one subscription and refreshes its events. The
    /// pool holds the client weakly: there is nothing to undo in `deinit`.
    ///
    /// - Parameter pool: The pool to join; ``ObserverPool/shared`` by default.
    public func subscribeOnKeyboardNotifications(in pool: ObserverPool = .shared) {
        pool.subscribe(self, mask: KeyboardEventMask(observedKeyboardEvents))
    }

    /// Stops delivery to this client. A no-op when it is not subscribed.
    ///
    /// - Parameter pool: The pool to leave; ``ObserverPool/shared`` by default.
    public func unsubscribeFromKeyboardNotifications(in pool: ObserverPool = .shared) {
        pool.unsubscribe(self)
    }
}
