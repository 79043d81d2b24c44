import Foundation

/// Sees what a pool receives, raw, in the order it takes it in: each post
/// with what decoding it gave, before the pool acts on it, and each keyboard
/// layout-guide reading the pool's live-frame sessions take in. A
/// ``KeyboardTraceRecorder``'s way in; a pool calls its taps on the main
/// actor (a post from another thread when the main queue delivers it), outside its lock.
protocol PoolTap: AnyObject, Sendable {
    /// A post arrived: its event, its `userInfo` as posted, the screen it
    /// named, and the ``KeyboardInfo`` or error decoding gave.
    func poolReceived(
        _ event: KeyboardEvent, userInfo: [AnyHashable: Any]?, screen: KeyboardScreen?,
        decoded: Result<KeyboardInfo, KeyboardInfoError>
    )

    /// A live-frame session took in one layout pass of the guide it follows.
    func poolReceived(_ reading: KeyboardLayoutGuideReading)
}
