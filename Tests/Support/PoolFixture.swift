import Foundation
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting

/// A pool on a private center with the periodic sweeper off, and a simulator for it.
package struct PoolFixture {
    package let center = NotificationCenter()
    package let pool: ObserverPool
    package let keyboard: KeyboardSimulator

    /// - Parameters:
    ///   - guide: The simulated screen's keyboard layout guide: `.followsKeyboard`
    ///     (a device), `.manual` (laid out only by the test) or `.none` (iOS 13–14).
    ///   - postsScreen: Whether posts name their screen, as iOS 16.1+ does.
    package init(
        sweepInterval: TimeInterval? = nil, scheduler: any SweepScheduler = ManualSweepScheduler(),
        counters: (any PoolCounting)? = nil, screen: CGRect = TestScreen.phone,
        guide: SimulatedKeyboardGuide.Mode = .followsKeyboard, postsScreen: Bool = true
    ) {
        pool = ObserverPool(
            notificationCenter: center, sweepInterval: sweepInterval, sweepScheduler: scheduler, counters: counters
        )
        keyboard = KeyboardSimulator(notificationCenter: center, screen: screen, postsScreen: postsScreen, guide: guide)
    }
}
