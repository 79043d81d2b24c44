/// Weak references to objects a test expects to be freed.
///
/// ```swift
/// var probes = WeakProbes()
/// do {
///     let client = RecordingClient()
///     probes.watch(client)
/// }
/// #expect(probes.aliveCount == 0)
/// ```
struct WeakProbes {
    private var references: [WeakReference] = []

    mutating func watch(_ object: AnyObject) {
        references.append(WeakReference(object))
    }

    /// How many watched objects are still alive.
    var aliveCount: Int {
        references.count { $0.object != nil }
    }

    var count: Int { references.count }
}

/// One weak reference.
final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// An object with no behaviour, captured by a closure a pool owns (its
/// `onInvalidNotification`): while the pool's internal storage lives, so
/// does the sentinel, so a weak reference to it shows that the storage, its
/// registry and every observer in it were freed.
final class Sentinel: Sendable {
    init() {}
}
