import Foundation
import KeyboardObservation

/// Screens each with a ``KeyboardConstraintBehavior`` on one pool of their
/// own, on `center`, applied at once (`.immediate`): what a stack of screens
/// with a composer each holds. Only public API.
@MainActor
final class BehaviorScreens {
    let screens: [FakeScreen]
    /// Held here: a behavior holds its pool weakly, as an app's screen does `ObserverPool.shared`.
    private let pool: ObserverPool
    private let behaviors: [KeyboardConstraintBehavior]

    init(count: Int, on center: NotificationCenter) {
        pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
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
