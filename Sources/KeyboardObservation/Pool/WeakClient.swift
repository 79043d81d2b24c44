/// The observer object a pool holds strongly for each subscribed client:
/// a weak reference to the client and the client's identity. Once the
/// client is gone, ``client`` is `nil` and the observer is a stray, evicted
/// by the next sweep or by a fan-out that meets it.
///
/// A new subscription of the same client makes a new observer, so a fan-out
/// can tell the subscription it snapshotted from a later one.
final class WeakClient: Sendable {
    // NB: nonisolated(unsafe). Invariant: the reference is assigned once, in
    // `init`, and never again; a weak load is atomic in the Swift runtime, so
    // loading it on any thread is safe. A loaded client is called only on
    // the main actor (the fan-out); a sweep off the main queue only tests it
    // for `nil` and hands it to the main queue to be let go. A breach shows
    // under the thread sanitizer (.ci/tsan.sh) in
    // `ConcurrencyStormTests`, which sweeps from several threads while the
    // main actor delivers to the same observers.
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
