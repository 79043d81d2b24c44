import Foundation
import Testing
import KeyboardObservation

/// A client whose `deinit` re-enters the pool it is subscribed to.
@MainActor
private final class ReenteringClient: KeyboardObservable {
    let pool: ObserverPool
    let deinits: Locked<Int>

    init(pool: ObserverPool, deinits: Locked<Int>) {
        self.pool = pool
        self.deinits = deinits
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {}

    deinit {
        _ = pool.count   // takes the pool's lock: a deinit run under it would deadlock
        deinits.increment()
    }
}

/// Sweeps load weak references, and the reference a sweep loads can become a
/// client's last. A sweep must never drop such a reference with the pool's
/// lock held, or a `deinit` that touches the pool deadlocks (Linux) or traps
/// (Darwin). This race is hit only by chance, so it runs many rounds; it
/// fails by reaching its time limit.
@MainActor
struct SweepReentrancyTests {
    @available(macOS 13.0, iOS 16.0, macCatalyst 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test(.timeLimit(.minutes(1)))
    func clientsReleasedElsewhereDuringMainQueueSweepsMayTouchThePoolFromDeinit() async {
        let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
        let deinits = Locked(0)
        let rounds = 100, clientsPerRound = 50
        for _ in 0..<rounds {
            let batch = Locked<[ReenteringClient]>((0..<clientsPerRound).map { _ in
                ReenteringClient(pool: pool, deinits: deinits)
            })
            for client in batch.current { pool.subscribe(client) }
            let released = Locked(false)
            DispatchQueue.global().async {
                batch.withValue { $0.removeAll() }
                released.withValue { $0 = true }
            }
            while !released.current { pool.sweep() }
            // Clients the sweep loaded last are dropped on the main queue.
            await drainMainQueue()
        }
        pool.sweep()
        #expect(deinits.current == rounds * clientsPerRound)
        #expect(pool.count == 0)
    }
}
