import Foundation

/// What sees everything a pool takes in (a trace recorder's tape), as
/// main-actor state of its own: a pool hands its taps each post and guide
/// reading on the main actor, in the order it acts on them, so learning that
/// there are none (every pool an app makes, nearly always) takes no lock.
@MainActor
final class PoolTaps {
    // NB: replaced whole, never changed in place: no access to it spans a
    // call, so each post's and frame's look is checked for exclusivity when
    // compiled, not by the runtime.
    private var taps: [any PoolTap] = []

    nonisolated init() {}

    /// Adds `tap`, which sees everything the pool takes in from now on.
    func add(_ tap: any PoolTap) {
        taps = taps + [tap]
    }

    /// Removes the tap with this identity.
    func remove(_ id: ObjectIdentifier) {
        taps = taps.filter { ObjectIdentifier($0) != id }
    }

    /// Hands a post to the taps, raw, with what decoding it gave.
    func received(
        _ event: KeyboardEvent, userInfo: [AnyHashable: Any]?, screen: KeyboardScreen?,
        decoded: Result<KeyboardInfo, KeyboardInfoError>
    ) {
        // NB: the emptiness check first, not only the loop: looping over an
        // empty array still retains and releases it, each post and each drag frame.
        guard !taps.isEmpty else { return }
        for tap in taps {
            tap.poolReceived(event, userInfo: userInfo, screen: screen, decoded: decoded)
        }
    }

    /// Hands a layout-guide reading a live-frame session took in to the taps.
    func received(_ reading: KeyboardLayoutGuideReading) {
        guard !taps.isEmpty else { return }
        for tap in taps { tap.poolReceived(reading) }
    }
}
