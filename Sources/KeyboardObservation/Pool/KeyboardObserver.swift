/// What a pool holds for each subscribed client: a weak reference to it and
/// the events it observes.
///
/// A plain value, stored inline in the registry's contiguous array: a fan-out
/// walks one buffer, loading each weak reference where it lies, with no
/// object per observer to allocate, chase or retain. The observer holds its
/// client weakly, so a client that dies without unsubscribing leaves a
/// *stray* observer (``loadClient()`` returns `nil`) for the next sweep or
/// fan-out to evict.
///
/// Read the fields of an observer in an array through the `borrowing`
/// accessors: reading a property through a subscript copies the whole value
/// first, and copying a weak reference costs two atomic operations.
struct KeyboardObserver {
    private weak var client: (any KeyboardObservable)?
    private let id: ObjectIdentifier
    /// The events delivered; changed by a repeated subscribe.
    var mask: KeyboardEventMask
    /// Tells this subscription from an earlier or later one at the same address.
    private let serial: UInt32

    init(client: any KeyboardObservable, mask: KeyboardEventMask, serial: UInt32) {
        self.client = client
        self.id = ObjectIdentifier(client)
        self.mask = mask
        self.serial = serial
    }

    /// The client, or `nil` once it has been deallocated.
    @inline(__always)
    borrowing func loadClient() -> (any KeyboardObservable)? {
        client
    }

    /// The client's identity, kept after the client is gone.
    @inline(__always)
    borrowing func clientID() -> ObjectIdentifier {
        id
    }

    @inline(__always)
    borrowing func subscription() -> Subscription {
        Subscription(clientID: id, serial: serial)
    }

    @inline(__always)
    borrowing func observes(_ wanted: KeyboardEventMask) -> Bool {
        mask.contains(wanted)
    }

    /// Names one subscription of one client, so a fan-out can ask later
    /// whether that observer is still held.
    struct Subscription: Hashable {
        var clientID: ObjectIdentifier
        var serial: UInt32
    }
}
