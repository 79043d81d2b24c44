import KeyboardObservation

/// A weak reference to a client, as the floors of the fan-out and the sweep
/// hold them: in a contiguous array, nothing else beside it.
struct WeakClientReference {
    weak var client: (any KeyboardObservable)?

    /// Loads the reference where it lies; reading `client` through an
    /// array or pointer subscript would copy the weak reference out first.
    borrowing func load() -> (any KeyboardObservable)? {
        client
    }
}
