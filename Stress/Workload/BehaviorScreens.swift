import Foundation
import KeyboardObservation

/// Screens each with a ``KeyboardConstraintBehavior`` on one pool of their
/// own, on `center`, applied at once (`.immediate`): what a stack of screens
/// with a composer each holds. Only public API, but for a pool that counts
/// (made through the package's instruments).
@MainActor
final class BehaviorScreens {
    let screens: [FakeScreen]
    /// The pool's counters, when it was made with them.
    let probe: PoolProbe?
    /// Held here: a behavior holds its pool weakly, as an app's screen does `ObserverPool.shared`.
    private let pool: ObserverPool
    private let behaviors: [KeyboardConstraintBehavior]

    /// - Parameter counting: Whether the pool counts what it does (untimed runs only: counting costs).
    init(count: Int, on center: NotificationCenter, counting: Bool = false) {
        if counting {
            let (pool, probe) = PoolProbe.pool(on: center, countingLocks: true)
            (self.pool, self.probe) = (pool, probe)
        } else {
            (pool, probe) = (ObserverPool(notificationCenter: center, sweepInterval: nil), nil)
        }
        screens = (0..<count).map { _ in FakeScreen() }
        behaviors = screens.map { [pool] screen in
            KeyboardConstraintBehavior(constraint: screen.constraint, measuring: screen.view, pool: pool, animation: .immediate)
        }
    }

    /// The first screen whose constraint does not hold `constant`, by its place (0-based); `nil` when all do.
    func firstMissing(_ constant: CGFloat) -> Int? {
        screens.firstIndex { !$0.holds(constant) }
    }
}
