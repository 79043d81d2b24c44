import Foundation
import KeyboardObservation
import KeyboardObservationTesting

/// A pool on a center of its own and the simulator that posts to it.
struct SwiftUIPoolFixture {
    let center = NotificationCenter()
    let pool: ObserverPool
    let keyboard: KeyboardSimulator

    init() {
        pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
        keyboard = KeyboardSimulator(notificationCenter: center)
    }
}

/// Waits until the main queue has run everything queued before this call:
/// the turn the SwiftUI layer defers its geometry reports to (the queue is FIFO).
@MainActor
func nextMainQueueTurn() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
