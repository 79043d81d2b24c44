import Dispatch

/// Answers "is this code running on the main dispatch queue?" without trapping.
///
/// `Thread.isMainThread` is the wrong question: under `swift test` on Linux,
/// main-actor code runs on the main queue while `isMainThread` is `false`.
/// libdispatch reports a queue-specific value for the main queue both inside
/// its blocks and on the main thread itself, which is what UIKit posts from.
enum MainQueue {
    private static let marker = MainQueueMarker()

    /// Whether the caller runs on the main queue (and so on the main actor).
    static var isCurrent: Bool {
        marker.isCurrent
    }

    /// Runs `body` on the main actor: at once on the main queue (UIKit posts
    /// from there, and expects handlers to run inside its post), otherwise
    /// from a block enqueued on it, in order.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }
}

/// The key that marks the main queue, behind a type that may be shared.
///
/// Held by a `static let`, so it must be `Sendable`; `DispatchSpecificKey` is
/// not `Sendable` in every SDK's Dispatch (the iOS 16.5 and 17.4 SDKs say so),
/// hence this wrapper rather than a `static let` of the key itself.
private final class MainQueueMarker: @unchecked Sendable {
    // NB: @unchecked Sendable. The only stored property is a `let`, set once
    // in `init` (run by a `static let` initialiser, once, before any reader);
    // the key object has no state of its own to race on: libdispatch uses it
    // only as an identity, and `setSpecific`/`getSpecific` are thread-safe.
    // Every post from another thread asks `isCurrent`; the storms
    // (`ConcurrencyStormTests`) do so from several threads at once under the
    // thread sanitizer (.ci/tsan.sh).
    private let key = DispatchSpecificKey<UInt8>()

    init() {
        DispatchQueue.main.setSpecific(key: key, value: 1)
    }

    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }
}
