/// What a pool holds for each client: a weak reference and its events, a
/// plain value inline in the registry's array (``loadClient()`` is `nil` for a
/// stray). Read it in place through the `borrowing` accessors: copying a weak
/// reference costs two atomic operations.
struct KeyboardObserver {
    private weak var client: (any KeyboardObservable)?
    private let id: ObjectIdentifier
    var mask: KeyboardEventMask
    /// Tells this subscription from an earlier or later one at the same address.
    private let serial: UInt32

    init(client: any KeyboardObservable, mask: KeyboardEventMask, serial: UInt32) {
        self.client = client
        self.id = ObjectIdentifier(client)
        self.mask = mask
        self.serial = serial
    }

    @inline(__always) borrowing func loadClient() -> (any KeyboardObservable)? { client }
    @inline(__always) borrowing func clientID() -> ObjectIdentifier { id }

    @inline(__always)
    borrowing func subscription() -> Subscription { Subscription(clientID: id, serial: serial) }
    @inline(__always) borrowing func observes(_ wanted: KeyboardEventMask) -> Bool { mask.contains(wanted) }

    /// One subscription of one client, so a fan-out can ask later whether it is still held.
    struct Subscription: Hashable {
        var clientID: ObjectIdentifier
        var serial: UInt32
    }
}
