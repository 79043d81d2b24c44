import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// The periodic sweeper, driven by an injected scheduler.
@MainActor
struct SweeperTests {
    @Test func sweeperEvictsStraysWhenItsIntervalElapses() {
        let scheduler = ManualSweepScheduler()
        let fixture = PoolFixture(sweepInterval: 10, scheduler: scheduler)
        let survivor = RecordingClient()
        fixture.pool.subscribe(survivor)
        do {
            let doomed = (0..<3).map { _ in RecordingClient() }
            for client in doomed { fixture.pool.subscribe(client) }
        }
        scheduler.advance(by: 9.9)
        #expect(fixture.pool.count == 4)
        scheduler.advance(by: 0.1)
        #expect(fixture.pool.count == 1)
        do { fixture.pool.subscribe(RecordingClient()) }
        scheduler.advance(by: 10)
        #expect(fixture.pool.count == 1)
    }

    @Test func sweeperFiresOncePerIntervalElapsed() {
        let scheduler = ManualSweepScheduler()
        let ticks = LockIsolated(0)
        let cancel = scheduler.scheduleRepeating(every: 5) { ticks.increment() }
        scheduler.advance(by: 26)
        #expect(ticks.current == 5)
        cancel()
        cancel()
        scheduler.advance(by: 100)
        #expect(ticks.current == 5)
        #expect(scheduler.activeTimerCount == 0)
    }

    @Test func sweeperDoesNotKeepThePoolAliveAndStopsWithIt() {
        let scheduler = ManualSweepScheduler()
        weak var probe: ObserverPool?
        do {
            let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: 1, sweepScheduler: scheduler)
            probe = pool
            #expect(scheduler.activeTimerCount == 1)
        }
        #expect(probe == nil)
        #expect(scheduler.activeTimerCount == 0)
        scheduler.advance(by: 10)
    }

    @Test(arguments: [nil, 0, -1, Double.nan, Double.infinity] as [TimeInterval?])
    func sweeperIsOffForNoOrUnusableInterval(_ interval: TimeInterval?) {
        let scheduler = ManualSweepScheduler()
        let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: interval, sweepScheduler: scheduler)
        #expect(scheduler.activeTimerCount == 0)
        withExtendedLifetime(pool) {}
    }

    @Test func defaultIntervalSchedulesTheSweeper() {
        let scheduler = ManualSweepScheduler()
        let pool = ObserverPool(
            notificationCenter: NotificationCenter(),
            sweepInterval: 30,
            sweepScheduler: scheduler
        )
        do { pool.subscribe(RecordingClient()) }
        scheduler.advance(by: 30)
        #expect(pool.count == 0)
    }

    // NB: the one test on a real timer, because it tests the real scheduler
    // (every pool test ticks a `ManualSweepScheduler`): three ticks at the
    // shortest interval, 1 ms, awaited through a continuation the third one
    // resumes; no duration is measured. A timer that never fires fails at
    // the time limit instead of hanging the suite.
    @available(macOS 13.0, iOS 16.0, macCatalyst 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test(.timeLimit(.minutes(1)))
    func dispatchSchedulerTicksOnItsQueueUntilCancelled() async {
        let queue = DispatchQueue(label: "sweep-test")
        let key = DispatchSpecificKey<UInt8>()
        queue.setSpecific(key: key, value: 7)
        // Each tick records whether it ran on `queue`, which alone carries the
        // key; the third tick cancels, from inside the tick, and resumes the
        // test. (That no tick follows a cancel is `ManualSweepScheduler`'s
        // contract too, tested without a clock above.)
        let ticks = LockIsolated<[Bool]>([])
        let cancel = LockIsolated<(@Sendable () -> Void)?>(nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.sync {
                cancel.withLock { stored in
                    stored = DispatchSweepScheduler(queue: queue).scheduleRepeating(every: 0.001) {
                        let count = ticks.withLock { ticks in
                            ticks.append(DispatchQueue.getSpecific(key: key) == 7)
                            return ticks.count
                        }
                        guard count == 3 else { return }
                        cancel.current?()
                        continuation.resume()
                    }
                }
            }
        }
        #expect(ticks.current == [true, true, true])
    }

    @Test func offMainSweepEvictsStraysAndKeepsLiveClients() async {
        let fixture = PoolFixture()
        let survivor = RecordingClient()
        fixture.pool.subscribe(survivor)
        do {
            let doomed = RecordingClient()
            fixture.pool.subscribe(doomed)
        }
        let pool = fixture.pool
        let evicted = LockIsolated(0)
        await runOffMain { for _ in 0..<pool.sweep() { evicted.increment() } }
        #expect(evicted.current == 1)
        #expect(pool.count == 1)
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(survivor.events == [.willShow])
    }
}
