import Foundation
import KeyboardObservation

/// A client that records every event it receives, and can run a closure
/// from inside its handler (for reentrancy tests).
@MainActor
final class RecordingClient: KeyboardObservable {
    var observedKeyboardEvents: Set<KeyboardEvent>
    private(set) var received: [(event: KeyboardEvent, info: KeyboardInfo)] = []
    var onReceive: ((KeyboardEvent, KeyboardInfo) -> Void)?

    init(events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases)) {
        observedKeyboardEvents = events
    }

    var events: [KeyboardEvent] { received.map(\.event) }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        received.append((event, info))
        onReceive?(event, info)
    }
}

/// A pool on a private center with the periodic sweeper off, and a simulator for it.
struct PoolFixture {
    let center = NotificationCenter()
    let pool: ObserverPool
    let keyboard: KeyboardSimulator

    /// - Parameters:
    ///   - guide: The simulated screen's keyboard layout guide: `.followsKeyboard`
    ///     (a device), `.manual` (laid out only by the test) or `.none` (iOS 13–14).
    ///   - postsScreen: Whether posts name their screen, as iOS 16.1+ does.
    init(
        sweepInterval: TimeInterval? = nil, scheduler: any SweepScheduler = ManualSweepScheduler(),
        counters: (any PoolCounting)? = nil, screen: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        guide: SimulatedKeyboardGuide.Mode = .followsKeyboard, postsScreen: Bool = true
    ) {
        pool = ObserverPool(
            notificationCenter: center, sweepInterval: sweepInterval, sweepScheduler: scheduler, counters: counters
        )
        keyboard = KeyboardSimulator(notificationCenter: center, screen: screen, postsScreen: postsScreen, guide: guide)
    }
}

import KeyboardObservationInstruments
import KeyboardObservationTesting

/// A UIKit-shaped show payload.
func sampleInfo(height: CGFloat = 336, duration: TimeInterval = 0.25) -> KeyboardInfo {
    KeyboardInfo(
        beginFrame: CGRect(x: 0, y: 844, width: 390, height: height),
        endFrame: CGRect(x: 0, y: 844 - height, width: 390, height: height),
        animationDuration: duration,
        animationCurve: .keyboard,
        isLocal: true
    )
}
