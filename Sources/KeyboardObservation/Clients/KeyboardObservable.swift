/// A client that receives typed keyboard events from an ``ObserverPool``:
/// each event it observes with its decoded ``KeyboardInfo``. The pool holds
/// it weakly, so it never has to unsubscribe.
///
/// ```swift
/// final class ChatViewController: UIViewController, KeyboardObservable {
///     @IBOutlet private var composerBottom: NSLayoutConstraint!
///     var observedKeyboardEvents: Set<KeyboardEvent> { [.willChangeFrame] }
///     override func viewDidLoad() { super.viewDidLoad(); subscribeOnKeyboardNotifications() }
///     func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
///         composerBottom.constant = KeyboardOverlap(keyboardFrame: info.endFrame, in: view.keyboardViewGeometry).contentInset
///     }
/// }
/// ```
@MainActor
public protocol KeyboardObservable: AnyObject {
    /// Events delivered to this client. A requirement, so a client's own
    /// property is honoured wherever the client is seen as the protocol.
    var observedKeyboardEvents: Set<KeyboardEvent> { get }

    /// Called on the main actor for each event this client observes, with
    /// its payload, decoded once for all clients.
    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo)
}

extension KeyboardObservable {
    /// All six events, unless the client declares its own set.
    public var observedKeyboardEvents: Set<KeyboardEvent> { KeyboardEvent.everyEvent }

    /// Starts delivering ``observedKeyboardEvents`` to this client from `pool`.
    ///
    /// Calling it again keeps one subscription and refreshes its events; the
    /// pool holds the client weakly, so there is nothing to undo in `deinit`.
    public func subscribeOnKeyboardNotifications(in pool: ObserverPool = .shared) {
        pool.subscribe(self)
    }

    /// Stops delivery to this client from `pool`; a no-op when not subscribed.
    ///
    /// ```swift
    /// override func viewDidDisappear(_ animated: Bool) {
    ///     super.viewDidDisappear(animated)
    ///     unsubscribeFromKeyboardNotifications()   // rarely needed: the pool holds the client weakly
    /// }
    /// ```
    public func unsubscribeFromKeyboardNotifications(in pool: ObserverPool = .shared) { pool.unsubscribe(self) }
}
