/// What a pool holds for one subscription, and how its fan-out reaches it:
/// one typed list of the three kinds, told apart by a `switch`, decided once
/// when the subscription is made.
enum Subscriber: Sendable {
    /// A ``KeyboardObservable`` client, held weakly: a stray once it is gone.
    case client(ClientReference)
    /// An `observe` or `events()` handler: called with each event it wants.
    case events(KeyboardEventHandler)
    /// A follower (`observeChanges`, a behavior, the SwiftUI model): called
    /// with each change of the keyboard state, never with a post that changed nothing.
    case changes(KeyboardChangeFollower)

    /// The subscription's identity in the registry: the client's for a
    /// client (subscribing it again keeps one subscription), the handler's otherwise.
    var id: ObjectIdentifier {
        switch self {
        case .client(let reference): reference.clientID
        case .events(let handler): ObjectIdentifier(handler)
        case .changes(let follower): ObjectIdentifier(follower)
        }
    }

    /// The object that is this very subscription: a later subscription of
    /// the same client holds another, so a fan-out can tell the one it
    /// snapshotted from a newer one.
    var object: AnyObject {
        switch self {
        case .client(let reference): reference
        case .events(let handler): handler
        case .changes(let follower): follower
        }
    }

    /// Whether the pool calls it after every subscription that is not
    /// (``KeyboardChangeFollower/isCalledAfterOthers``).
    var isCalledAfterOthers: Bool {
        switch self {
        case .client, .events: false
        case .changes(let follower): follower.isCalledAfterOthers
        }
    }

    /// Whether this is a client that has been deallocated.
    var isStray: Bool {
        switch self {
        case .client(let reference): reference.client == nil
        case .events, .changes: false
        }
    }
}

/// A weak reference to a subscribed ``KeyboardObservable`` client, with the
/// client's identity. Once the client is gone, ``client`` is `nil` and the
/// subscription is a stray, evicted by the next sweep or by a fan-out that meets it.
final class ClientReference: Sendable {
    // NB: nonisolated(unsafe). Invariant: the reference is assigned once, in
    // `init`, and never again; a weak load is atomic in the Swift runtime, so
    // loading it on any thread is safe. A loaded client is called only on
    // the main actor (the fan-out); a sweep off the main queue only tests it
    // for `nil` and hands it to the main queue to be let go. A breach shows
    // under the thread sanitizer (.ci/tsan.sh) in `ConcurrencyStormTests`,
    // which sweeps from several threads while the main actor delivers to the
    // same clients.
    nonisolated(unsafe) private weak var storedClient: (any KeyboardObservable)?

    /// The client's identity, the registry's key; stays valid after the client is gone.
    let clientID: ObjectIdentifier

    @MainActor
    init(_ client: any KeyboardObservable) {
        storedClient = client
        clientID = ObjectIdentifier(client)
    }

    /// The client, or `nil` once it has been deallocated.
    var client: (any KeyboardObservable)? { storedClient }
}
