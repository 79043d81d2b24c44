import Dispatch

/// Carries strong references to the main queue, where they are dropped.
///
/// Used by a sweep off the main queue: loading a weak reference makes a strong
/// one, and if that were the last, a main-actor client (a view controller)
/// would be deinitialised on the sweeping thread.
final class ReleaseOnMain: @unchecked Sendable {
    // NB: @unchecked Sendable. `references` is appended to only by the thread
    // that created the box, before `releaseOnMain()`; after that only the
    // main-queue block touches it (dispatch orders the two). The off-main
    // sweep tests run under the thread sanitizer.
    var references: [AnyObject] = []

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
