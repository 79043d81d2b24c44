import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

/// Handlers that re-enter the pool during a fan-out.
@MainActor
struct PoolReentrancyTests {
    @Test func handlerSubscribingAnotherClientDeliversToItFromTheNextPost() {
        let fixture = PoolFixture()
        let first = RecordingClient(events: [.willShow])
        let late = RecordingClient(events: [.willShow])
        first.onReceive = { _, _ in fixture.pool.subscribe(late) }
        fixture.pool.subscribe(first)
        fixture.keyboard.post(.willShow, info: sampleInfo())
        #expect(late.events.isEmpty)
        fixture.keyboard.post(.willShow, info: sampleInfo())
        #expect(late.events == [.willShow])
        #expect(fixture.pool.count == 2)
    }

    @Test func handlerUnsubscribingALaterClientSkipsIt() {
        let fixture = PoolFixture()
        let first = RecordingClient(), second = RecordingClient()
        first.onReceive = { _, _ in fixture.pool.unsubscribe(second) }
        fixture.pool.subscribe(first)
        fixture.pool.subscribe(second)
        fixture.keyboard.post(.willShow, info: sampleInfo())
        #expect(first.events == [.willShow])
        #expect(second.events.isEmpty)
    }

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
        fixture.keyboard.post(.willShow, info: sampleInfo())
        #expect(probe == nil)
        #expect(fixture.pool.count == 1)  // the fan-out met the stray and evicted it
    }

    @Test func handlerSweepingDoesNotDeadlock() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        var evicted: [Int] = []
        client.onReceive = { _, _ in evicted.append(fixture.pool.sweep()) }
        fixture.pool.subscribe(client)
        do {
            let doomed = RecordingClient()
            fixture.pool.subscribe(doomed)
        }
        fixture.keyboard.post(.willShow, info: sampleInfo())
        #expect(evicted == [1])
        #expect(fixture.pool.count == 1)
    }

    @Test func handlerPostingAnotherNotificationDeliversItAtOnce() {
        let fixture = PoolFixture()
        let poster = RecordingClient(events: [.willShow, .didShow])
        let listener = RecordingClient(events: [.willShow, .didShow])
        poster.onReceive = { event, info in
            if event == .willShow { fixture.keyboard.post(.didShow, info: info) }
        }
        fixture.pool.subscribe(poster)
        fixture.pool.subscribe(listener)
        fixture.keyboard.post(.willShow, info: sampleInfo())
        #expect(poster.events == [.willShow, .didShow])
        #expect(listener.events == [.didShow, .willShow])  // nested post completes first
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
        keyboard.post(.willShow, info: sampleInfo())
        #expect(probe == nil)
        #expect(first.events == [.willShow])
        #expect(second.events.isEmpty)
        keyboard.post(.willShow, info: sampleInfo())
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
