import Foundation

/// A pool's keyboard as its fan-out hands it to the package's own followers
/// (the behaviors, the SwiftUI model): the state the pool has just computed,
/// with the payload that made it, read under the same lock as the change.
///
/// Followers are handed this value instead of reading the pool back, so a
/// behavior costs one lock per event and sees exactly the state its event
/// made. ``serial`` orders snapshots: a handler that posts another keyboard
/// notification makes later recipients of the first fan-out see an older
/// snapshot after a newer one, and the follower's observer skips it
/// (`SnapshotObserver`), so no follower sees the keyboard go back.
package struct KeyboardSnapshot: Sendable {
    /// What the keyboard is doing.
    package let state: KeyboardState
    /// The payload of the last post or live frame the pool applied; `nil` before the first.
    package let info: KeyboardInfo?
    /// How many posts and live frames the pool had applied; a newer snapshot has a larger one.
    let serial: UInt64
}
