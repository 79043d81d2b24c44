/// The trace taps of a pool: what a ``KeyboardTraceRecorder`` registers to
/// see every post and guide reading as the pool takes it in.
extension PoolStorage {
    /// Adds `tap`, which sees every post and guide reading from now on;
    /// returns the keyboard as it is now. Both happen on the main actor,
    /// where the pool applies everything and hands it to its taps, so the
    /// state is the one every later arrival the tap sees started from.
    @MainActor
    func addTap(_ tap: any PoolTap) -> KeyboardState {
        taps.add(tap)
        return keyboardState
    }

    /// Removes `tap`, on any thread: at once on the main queue, else on its
    /// next turn (a post handed out before then may still reach it).
    func removeTap(_ tap: any PoolTap) {
        let id = ObjectIdentifier(tap)
        MainQueue.run { [taps] in taps.remove(id) }
    }
}
