extension ObserverPool {
    /// The keyboard now: up or down, and where. Safe from any thread.
    ///
    /// Every adjustment behaviour on this pool measures from this one value,
    /// which is why a behaviour created while the keyboard is up applies it
    /// at once. It is up to date with the event being delivered, so a handler
    /// already sees that event here. See ``KeyboardState`` for how each event
    /// moves it.
    ///
    /// ```swift
    /// let overlap = pool.keyboardState.overlap(in: view.keyboardViewGeometry)
    /// ```
    ///
    /// A pool knows only what it has received: it starts hidden.
    /// ``ObserverPool/shared`` starts listening when first used; touch it at
    /// launch if screens need the state from the start. Posts no client
    /// observes are decoded only when the state is read.
    public var keyboardState: KeyboardState {
        storage.keyboardState
    }
}
