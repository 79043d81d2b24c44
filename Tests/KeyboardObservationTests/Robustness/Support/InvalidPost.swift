import KeyboardObservation
import KeyboardObservationTestSupport

/// One report from a pool's `onInvalidNotification`.
struct InvalidPost: Equatable, Sendable {
    let event: KeyboardEvent
    let error: KeyboardInfoError
}

extension LockIsolated where State == [InvalidPost] {
    /// An `onInvalidNotification` hook that appends here and, while the pool
    /// that owns the hook lives, keeps `sentinel` alive.
    func recorder(keeping sentinel: Sentinel? = nil) -> @Sendable (KeyboardEvent, KeyboardInfoError) -> Void {
        { event, error in
            withExtendedLifetime(sentinel) { self.append(InvalidPost(event: event, error: error)) }
        }
    }
}
