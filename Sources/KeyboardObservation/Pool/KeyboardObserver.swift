/// The small object a pool holds for each subscribed client.
///
/// The pool holds the observer strongly; the observer holds its client
/// weakly, so a client that dies without unsubscribing leaves a *stray*
/// observer (``client`` is `nil`) for the next sweep or fan-out to evict.
///
/// Thread confinement (the pool's storage is what enforces it):
/// - ``client`` and ``clientID`` are written once, in `init`;
/// - ``mask`` is written by `subscribe` and read by fan-out, both on the main actor;
/// - ``slot`` is read and written only with the pool's lock held.
final class KeyboardObserver {
    weak var client: (any KeyboardObservable)?
    let clientID: ObjectIdentifier
    var mask: KeyboardEventMask
    /// The observer's index in the registry's array, or `-1` once removed.
    var slot: Int

    init(client: any KeyboardObservable, mask: KeyboardEventMask, slot: Int) {
        self.client = client
        self.clientID = ObjectIdentifier(client)
        self.mask = mask
        self.slot = slot
    }

    /// Whether the registry has let go of this observer.
    var isRemoved: Bool { slot < 0 }
}
