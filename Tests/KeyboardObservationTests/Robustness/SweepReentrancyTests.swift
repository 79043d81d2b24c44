import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// A client whose `deinit` re-enters the pool it is subscribed to.
@MainActor
private final class ReenteringClient: KeyboardObservable {
    let pool: ObserverPool
    let deinits: LockIsolated<Int>

    init(pool: ObserverPool, deinits: LockIsolated<Int>) {
        self.pool = pool
        self.deinits = deinits
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {}

    deinit {
        deinits.increment()
        // Only on the main queue, where a sweep's reference was the last: the
        // releasing thread does not wait for the lock, so its drops stay free
        // to land in the middle of a sweep.
        guard MainQueue.isCurrent else { return }
        _ = pool.count   // takes the pool's lock: a deinit run under it would deadlock
    }
}

/// Sweeps load weak references, and the reference a sweep loads can become a
/// client's last. A sweep must never drop such a reference with the pool's
/// lock held, or a `deinit` that touches the pool deadlocks (Linux) or traps
/// (Darwin). The race is hit only by chance: in each round another thread
/// drops a batch of clients while the main actor sweeps a fixed number of
/// times. The test fails by reaching its time limit.
@MainActor
struct SweepReentrancyTests {
    @available(macOS 13.0, iOS 16.0, macCatalyst 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test(.timeLimit(.minutes(1)))
    func clientsReleasedElsewhereDuringMainQueueSweepsMayTouchThePoolFromDeinit() async {
        let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
        let deinits = LockIsolated(0)
        let rounds = 400, clientsPerRound = 50, sweepsPerRound = 200
        // Each batch is moved into the mailbox (`consume`): the releaser
        // thread holds its only references, and drops them while this actor sweeps.
        let batches = Mailbox<[ReenteringClient]>()
        let releaser: @Sendable () -> Void = {
            while let received = batches.receive() {
                withExtendedLifetime(received) {}   // the last references, dropped here
            }
        }
        await runInBackground([releaser]) {
            for _ in 0..<rounds {
                do {
                    let batch = (0..<clientsPerRound).map { _ in ReenteringClient(pool: pool, deinits: deinits) }
                    for client in batch { pool.subscribe(client) }
                    batches.send(consume batch)
                }
                for _ in 0..<sweepsPerRound { pool.sweep() }
                await Task.yield()
            }
            batches.close()
        }
        // The last releases may follow the last sweep: one more evicts their strays.
        pool.sweep()
        #expect(deinits.current == rounds * clientsPerRound)
        #expect(pool.count == 0)
    }
}
