import Dispatch

/// The main dispatch queue, asked about without trapping: under `swift test`
/// on Linux main-actor code runs on the main queue while `Thread.isMainThread`
/// is `false`, so a queue-specific value marks the queue instead.
package enum MainQueue {
    private static let marker = MainQueueMarker()

    /// Whether the caller runs on the main queue (and so on the main actor).
    package static var isCurrent: Bool { marker.isCurrent }

    /// Runs `body` on the main actor: at once on the main queue, else from a
    /// block enqueued on it, in order.
    package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }

    /// Runs `body` on the main actor on a later turn of the main queue, after
    /// what is running now (a layout pass, a SwiftUI update) has returned.
    package static func nextTurn(_ body: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }

    /// Lets go of `objects` on the main queue, leaving the caller's array
    /// empty: at once there, else from a main-queue block. The caller's
    /// references are moved out first, so the block's are the last. Never
    /// call it with a lock held: on the main queue a `deinit` runs here.
    static func release(_ objects: inout [AnyObject]) {
        guard !objects.isEmpty else { return }
        guard !isCurrent else {
            objects = []
            return
        }
        // NB: nonisolated(unsafe), because the objects are not `Sendable`.
        // Invariant: this thread touches `moved` only before the block is
        // queued, the main queue only when the block runs, after it; the
        // objects themselves are only released. A breach shows under the
        // thread sanitizer (.ci/tsan.sh) in `ConcurrencyStormTests`, which
        // sweeps off the main queue while clients come and go there.
        nonisolated(unsafe) var moved: [AnyObject] = []
        swap(&moved, &objects)
        DispatchQueue.main.async { moved = [] }
    }
}

/// The key that marks the main queue, in a type a `static let` may hold:
/// `DispatchSpecificKey` is not `Sendable` in every SDK's Dispatch.
private final class MainQueueMarker: @unchecked Sendable {
    // NB: @unchecked Sendable. The only stored property is a `let`, set once
    // in `init` (run by a `static let` initialiser, once, before any reader);
    // libdispatch uses the key only as an identity, and `setSpecific` and
    // `getSpecific` are thread-safe. Every post from another thread asks
    // `isCurrent`; the storms (`ConcurrencyStormTests`) do so from several
    // threads at once under the thread sanitizer (.ci/tsan.sh).
    private let key = DispatchSpecificKey<UInt8>()

    init() { DispatchQueue.main.setSpecific(key: key, value: 1) }
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }
}
