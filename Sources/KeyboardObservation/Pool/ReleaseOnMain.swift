import Dispatch

/// Holds the strong references a sweep loaded until they can be dropped
/// safely: outside the pool's lock, and on the main queue.
///
/// Loading a weak reference makes a strong one; if that is the last, the
/// client is deinitialised where it is dropped. Inside the lock, a `deinit`
/// that touches the pool would deadlock; off the main queue, a main-actor
/// client (a view controller) would be deinitialised on the wrong thread.
final class ReleaseOnMain: @unchecked Sendable {
    // NB: @unchecked Sendable. `references` is set in `init` by the thread
    // that creates the box, before `releaseOnMain()`; after that only the
    // main-queue block touches it (dispatch orders the two). The off-main
    // sweep tests run under the thread sanitizer.
    private var references: [AnyObject]

    /// Takes `references`, leaving the caller's array empty, so the caller
    /// holds none of them once the main queue drops the box's.
    init(taking references: inout [AnyObject]) {
        self.references = references
        references = []
    }

    /// Hands the references to the main queue, which releases them.
    ///
    /// The block empties the array itself: merely keeping the box alive until
    /// the block runs is not enough, because the sweeping thread's own
    /// reference to the block may be the last one released, which would free
    /// the box, and the clients in it, on that thread.
    func releaseOnMain() {
        guard !references.isEmpty else { return }
        DispatchQueue.main.async { self.references.removeAll() }
    }
}
