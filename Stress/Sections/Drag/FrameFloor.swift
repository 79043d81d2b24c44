import Foundation
import KeyboardObservation

/// The floor's one critical section a frame: what any follower of a drag
/// does under the package's contract before it writes, and nothing more.
/// The reading is checked once for every screen, as the fair follower checks
/// it, and the keyboard it shows published under one lock (the package's own
/// lock type, as the pool's state is), unless it is the keyboard already
/// published; then each screen's follower compares and writes over targets
/// it holds strongly (``HandwrittenFollower/follow(keyboard:)``).
///
/// The issue that set the drag's targets put this floor at about 575
/// instructions a frame before any screen, each screen then costing what a
/// bare follower's does; the pool's cost above it is its design's.
@MainActor
final class FrameFloor {
    private let published = LockIsolated<CGRect?>(nil)

    /// The keyboard `reading` shows, now published; `nil` when it shows none
    /// to believe, or the one published last (no screen is handed it again).
    func publish(_ reading: KeyboardLayoutGuideReading) -> CGRect? {
        published.withLock { published in
            guard let keyboard = FairFollower.keyboard(reading), keyboard != published else { return nil }
            published = keyboard
            return keyboard
        }
    }
}

extension FakeConstraint {
    /// Sets the constant to `base` plus what `keyboard` covers of `view`
    /// above its safe area, only when that changed: the compare-and-write of
    /// the fair follower and of the floor.
    func follow(_ keyboard: CGRect, base: CGFloat, measuring view: FakeView) {
        let constant = base + KeyboardOverlap(keyboardFrame: keyboard, in: view.keyboardViewGeometry).contentInset
        guard constant != keyboardConstant else { return }
        keyboardConstant = constant
    }
}
