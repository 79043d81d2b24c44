import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Handlers that re-enter the pool during a fan-out: unsubscribing or
/// resubscribing themselves, releasing a client, releasing the pool. (Handlers
/// that unsubscribe or subscribe others, sweep, or post are in
/// `Robustness/ReentrancyOrderingTests.swift`.)
@MainActor
struct PoolReentrancyTests {
    @Test func handlerUnsubscribingItselfGetsNoMore() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        let other = RecordingClient()
        client.onReceive = { _, _ in client.unsubscribeFromKeyboardNotifications(in: fixture.pool) }
        fixture.pool.subscribe(client)
        fixture.pool.subscribe(other)
        fixture.keyboard.show(height: 300)
        #expect(client.events == [.willChangeFrame])
        #expect(other.events.count == 4)
    }

    @Test func clientReleasedMidFanOutIsSkipped() {
        let fixture = PoolFixture()
        let releaser = RecordingClient()
        var victim: RecordingClient? = RecordingClient()
        weak var probe: RecordingClient?
        probe = victim
        fixture.pool.subscribe(releaser)
        fixture.pool.subscribe(victim!)
        releaser.onReceive = { _, _ in victim = nil }
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(probe == nil)
        #expect(fixture.pool.count == 1)  // the fan-out met the stray and evicted it
    }

    @Test func handlerReleasingThePoolStopsTheFanOut() {
        let center = NotificationCenter()
        var pool: ObserverPool? = ObserverPool(notificationCenter: center, sweepInterval: nil)
        weak var probe: ObserverPool?
        probe = pool
        let first = RecordingClient(), second = RecordingClient()
        first.onReceive = { _, _ in pool = nil }
        pool?.subscribe(first)
        pool?.subscribe(second)
        let keyboard = KeyboardSimulator(notificationCenter: center)
        keyboard.post(.willShow, info: keyboardInfo())
        #expect(probe == nil)
        #expect(first.events == [.willShow])
        #expect(second.events.isEmpty)
        keyboard.post(.willShow, info: keyboardInfo())
        #expect(first.events == [.willShow])
    }

    @Test func handlerResubscribingWithFewerEventsTakesEffectForLaterEvents() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        client.onReceive = { event, _ in
            if event == .willChangeFrame { fixture.pool.subscribe(client, to: [.didShow]) }
        }
        fixture.pool.subscribe(client)
        fixture.keyboard.show(height: 250)
        #expect(client.events == [.willChangeFrame, .didShow])
    }
}
