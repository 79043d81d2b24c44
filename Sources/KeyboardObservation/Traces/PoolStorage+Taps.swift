import Foundation

/// The trace taps of a pool: what a ``KeyboardTraceRecorder`` registers to
/// see every post and guide reading as the pool receives it.
extension PoolStorage {
    /// Adds `tap`, which sees every post and guide reading from now on;
    /// returns the keyboard, read in the same critical region, so the tap
    /// knows the state every later arrival started from.
    func addTap(_ tap: any PoolTap) -> KeyboardState {
        withState { state in
            state.taps.append(tap)
            return state.keyboard.state
        }
    }

    /// Removes `tap`: nothing arriving later reaches it (a post being handed
    /// out on another thread at that moment may still).
    func removeTap(_ tap: any PoolTap) {
        withState { $0.taps.removeAll { $0 === tap } }
    }

    /// Hands a post to the taps, raw, with what decoding it gave; one read
    /// of the lock and nothing else when there are none.
    func handToTaps(
        _ notification: Notification, as event: KeyboardEvent, screen: KeyboardScreen?,
        decoded: Result<KeyboardInfo, KeyboardInfoError>
    ) {
        guard let taps = withState({ $0.taps.isEmpty ? nil : $0.taps }) else { return }
        for tap in taps {
            tap.poolReceived(event, userInfo: notification.userInfo, screen: screen, decoded: decoded)
        }
    }
}
