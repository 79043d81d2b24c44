import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

@MainActor
struct ObserverPoolTests {
    @Test func subscribedClientReceivesItsEvents() {
        let fixture = PoolFixture()
        let client = RecordingClient(events: [.willShow, .willHide])
        client.subscribeOnKeyboardNotifications(in: fixture.pool)
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        #expect(client.events == [.willShow, .willHide])
    }

    @Test func subscribingTwiceKeepsOneObserverAndTheNewEvents() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        fixture.pool.subscribe(client, to: [.didShow])
        #expect(fixture.pool.count == 1)
        fixture.keyboard.show(height: 300)
        #expect(client.events == [.didShow])
    }

    @Test func clientsOwnEventSetIsHonouredThroughTheProtocol() {
        let fixture = PoolFixture()
        let client = RecordingClient(events: [.didHide])
        let seenAsProtocol: any KeyboardObservable = client
        seenAsProtocol.subscribeOnKeyboardNotifications(in: fixture.pool)
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        #expect(client.events == [.didHide])
    }

    @Test func poolSubscribeDeliversOnlyEventsTheClientObserves() {
        let fixture = PoolFixture()
        let client = RecordingClient(events: [.willShow, .didHide])
        fixture.pool.subscribe(client, to: [.willShow, .willHide])
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        #expect(client.events == [.willShow])
    }

    @Test func newClientAtADeadClientsAddressReplacesItsStray() throws {
        let fixture = PoolFixture()
        let deadAddress: ObjectIdentifier
        do {
            let doomed = RecordingClient(events: [.willShow])
            deadAddress = ObjectIdentifier(doomed)
            fixture.pool.subscribe(doomed)
        }
        // The allocator hands freed blocks of this size back before new ones;
        // holding each candidate walks through them to the dead client's.
        // Their one event set is shared, so each try allocates only a client.
        let events: Set<KeyboardEvent> = [.willHide]
        var candidates: [RecordingClient] = []
        candidates.reserveCapacity(10_000)
        while candidates.count < 10_000, candidates.last.map(ObjectIdentifier.init) != deadAddress {
            candidates.append(RecordingClient(events: events))
        }
        let client = try #require(candidates.last { ObjectIdentifier($0) == deadAddress },
                                  "no client was allocated at the dead client's address")
        candidates.removeAll { $0 !== client }
        fixture.pool.subscribe(client)
        #expect(fixture.pool.count == 1)
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        #expect(client.events == [.willHide])
        #expect(fixture.pool.sweep() == 0)
        #expect(fixture.pool.count == 1)
    }

    @Test func unsubscribeStopsDeliveryAndUnknownUnsubscribeIsANoOp() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        let other = RecordingClient()
        fixture.pool.subscribe(client)
        fixture.pool.unsubscribe(other)
        other.unsubscribeFromKeyboardNotifications(in: fixture.pool)
        #expect(fixture.pool.count == 1)
        client.unsubscribeFromKeyboardNotifications(in: fixture.pool)
        #expect(fixture.pool.count == 0)
        fixture.keyboard.show(height: 300)
        #expect(client.events.isEmpty)
    }

    @Test func poolNeverKeepsAClientAlive() {
        let fixture = PoolFixture()
        weak var probe: RecordingClient?
        do {
            let client = RecordingClient()
            probe = client
            fixture.pool.subscribe(client)
        }
        #expect(probe == nil)
        #expect(fixture.pool.count == 1)  // a stray observer, until evicted
    }

    @Test func sweepReturnsExactlyTheNumberOfStraysEvicted() {
        let fixture = PoolFixture()
        let survivors = (0..<3).map { _ in RecordingClient() }
        for client in survivors { fixture.pool.subscribe(client) }
        do {
            // Held together, so no two share an address (a new client at a
            // dead one's address takes over its stray observer).
            let doomed = (0..<5).map { _ in RecordingClient() }
            for client in doomed { fixture.pool.subscribe(client) }
        }
        #expect(fixture.pool.count == 8)
        #expect(fixture.pool.sweep() == 5)
        #expect(fixture.pool.count == 3)
        #expect(fixture.pool.sweep() == 0)
    }

    @Test func fanOutEvictsStraysItMeets() {
        let fixture = PoolFixture()
        let survivor = RecordingClient()
        fixture.pool.subscribe(survivor)
        do { fixture.pool.subscribe(RecordingClient()) }
        fixture.keyboard.post(.willShow, info: sampleInfo())
        #expect(fixture.pool.count == 1)
        #expect(survivor.events == [.willShow])
        #expect(fixture.pool.sweep() == 0)
    }

    @Test func strayIsNotEvictedByAPostItDoesNotObserve() {
        let fixture = PoolFixture()
        do { fixture.pool.subscribe(RecordingClient(), to: [.didHide]) }
        fixture.keyboard.post(.willShow, info: sampleInfo())
        #expect(fixture.pool.count == 1)
        #expect(fixture.pool.sweep() == 1)
    }

    @Test func releasedPoolIsFreedAndLaterPostsReachNobody() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(notificationCenter: center)
        let client = RecordingClient()
        weak var probe: ObserverPool?
        do {
            let pool = ObserverPool(notificationCenter: center)
            probe = pool
            pool.subscribe(client)
            keyboard.show(height: 200)
        }
        #expect(probe == nil)
        #expect(client.events.count == 4)
        keyboard.hide()
        #expect(client.events.count == 4)
    }

    @Test func poolsOnOneCenterAreIndependent() {
        let center = NotificationCenter()
        let first = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let second = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let a = RecordingClient(events: [.willShow]), b = RecordingClient(events: [.willShow])
        first.subscribe(a)
        second.subscribe(b)
        first.unsubscribe(b)
        KeyboardSimulator(notificationCenter: center).show(height: 100)
        #expect(a.events == [.willShow])
        #expect(b.events == [.willShow])
    }

    @Test func oneDecodeServesEveryClient() {
        let fixture = PoolFixture()
        let clients = (0..<50).map { _ in RecordingClient(events: [.willShow]) }
        for client in clients { fixture.pool.subscribe(client) }
        fixture.keyboard.show(height: 321)
        #expect(clients.allSatisfy { $0.received.count == 1 && $0.received[0].info.endFrame.height == 321 })
    }

    @Test func sharedPoolListensOnTheDefaultCenter() {
        let client = RecordingClient(events: [.willShow])
        client.subscribeOnKeyboardNotifications()
        defer { client.unsubscribeFromKeyboardNotifications() }
        KeyboardSimulator().post(.willShow, info: sampleInfo())
        #expect(client.events == [.willShow])
    }
}
