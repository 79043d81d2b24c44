extension ObserverPool {
    /// The keyboard as this pool last saw it: shown or hidden, and its frame.
    ///
    /// Updated on the main actor just before each fan-out, so a handler
    /// already sees the event it is handling, and a screen appearing while
    /// the keyboard is up can lay out at once. Safe from any thread.
    ///
    /// ```swift
    /// let overlap = pool.keyboardState.bottomOverlap(on: window.screen.bounds)
    /// ```
    ///
    /// A pool knows only what it has received: it starts ``KeyboardState/hidden``.
    /// ``ObserverPool/shared`` starts listening when first used; touch it at
    /// launch if screens need the state from the start.
    public var keyboardState: KeyboardState {
        storage.keyboardState.withLock { $0 }
    }
}
