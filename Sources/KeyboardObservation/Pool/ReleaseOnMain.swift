import Dispatch

/// Carries strong references to the main queue, where they are dropped.
///
/// Used by a sweep off the main queue: loading a weak reference makes a strong
/// one, and if that were the last, a main-actor client (a view controller)
/// would be deinitialised on the sweeping thread.
final class ReleaseOnMain: @unchecked Sendable {
    // NB: @unchecked Sendable. `references` is appended to only by the thread
    // that created the box, before `releaseOnMain()`; after that the main
    // queue drops the box without reading its contents. The off-main sweep
    // tests run under the thread sanitizer.
    var references: [AnyObject] = []

    /// Hands the references to the main queue, which releases them.
    func releaseOnMain() {
        guard !references.isEmpty else { return }
        DispatchQueue.main.async { withExtendedLifetime(self) {} }
    }
}
