import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// The counters the Stress harness reads through the package-level counters.
/// (That one decode serves every client is `ObserverPoolTests.oneDecodeServesEveryClient`.)
@MainActor
struct PoolCountersTests {
    @Test func countsObserversFromSubscribeToUnsubscribeSweepAndClose() {
        let counters = PoolCounters()
        var pool: ObserverPool? = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil, sweepScheduler: ManualSweepScheduler(), counters: counters)
        let kept = RecordingClient(), left = RecordingClient()
        pool?.subscribe(kept)
        pool?.subscribe(kept)
        pool?.subscribe(left)
        do {
            let doomed = RecordingClient()
            pool?.subscribe(doomed)
        }
        #expect(counters.liveObservers == 3)
        pool?.unsubscribe(left)
        #expect(counters.liveObservers == 2)
        pool?.sweep()
        #expect(counters.liveObservers == 1)
        pool = nil
        #expect(counters.liveObservers == 0)
    }

    @Test func countsDecodesFromManyThreadsExactly() {
        let center = NotificationCenter()
        let counters = PoolCounters()
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil, sweepScheduler: ManualSweepScheduler(), counters: counters)
        let info = keyboardInfo()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<50 {
                center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: info.userInfo)
            }
        }
        #expect(counters.decodes == 400)
        withExtendedLifetime(pool) {}
    }

    @Test func aPostTakesThePoolsLockOnceWhenNothingRecordsIt() {
        // The trace taps cost no lock: a post with no recorder and no subscriber is its delivery's one critical section.
        let counters = PoolCounters(countingLocks: true)
        let fixture = PoolFixture(counters: counters)
        let before = counters.locks
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(counters.locks - before == 1)
        let recorder = KeyboardTraceRecorder(pool: fixture.pool)
        let recording = counters.locks
        fixture.keyboard.post(.willHide, info: keyboardInfo())
        #expect(counters.locks - recording == 1, "a recorder, too, is handed posts without the pool's lock")
        #expect(recorder.trace.steps.count == 2)
    }

    @Test func countersCountTheLockOnlyWhenAskedTo() {
        // Counting a lock takes one of the counters' own: a timed run's counters leave it out.
        let counters = PoolCounters()
        let fixture = PoolFixture(counters: counters)
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(counters.decodes == 1)
        #expect(counters.locks == 0)
    }
}
