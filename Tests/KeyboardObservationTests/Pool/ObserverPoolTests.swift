import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

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
        // Everything the search below needs is allocated before the doomed
        // clients die, so nothing but a candidate can take a freed block.
        let events: Set<KeyboardEvent> = [.willHide]
        var deadAddresses: Set<ObjectIdentifier> = []
        deadAddresses.reserveCapacity(100)
        var candidates: [RecordingClient] = []
        candidates.reserveCapacity(10_000)
        do {
            let doomed = (0..<100).map { _ in RecordingClient(events: [.willShow]) }
            for client in doomed {
                fixture.pool.subscribe(client)
                deadAddresses.insert(ObjectIdentifier(client))
            }
        }
        // The allocator hands freed blocks of this size back before new ones;
        // holding each candidate walks through them to a dead client's. (A
        // hundred of them, so another thread taking a few does not matter.)
        // Their one event set is shared, so each try allocates only a client.
        func isAtADeadAddress(_ client: RecordingClient?) -> Bool {
            client.map { deadAddresses.contains(ObjectIdentifier($0)) } ?? false
        }
        while candidates.count < 10_000, !isAtADeadAddress(candidates.last) {
            candidates.append(RecordingClient(events: events))
        }
        let client = try #require(candidates.last(where: isAtADeadAddress),
                                  "no client was allocated at a dead client's address")
        candidates.removeAll { $0 !== client }
        fixture.pool.subscribe(client)
        #expect(fixture.pool.count == 100)   // its address's stray replaced, not joined
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        #expect(client.events == [.willHide])
        #expect(fixture.pool.count == 1)   // the show's fan-out met the other strays and evicted them
        #expect(fixture.pool.sweep() == 0)
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
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(fixture.pool.count == 1)
        #expect(survivor.events == [.willShow])
        #expect(fixture.pool.sweep() == 0)
    }

    @Test func strayIsNotEvictedByAPostItDoesNotObserve() {
        let fixture = PoolFixture()
        do { fixture.pool.subscribe(RecordingClient(), to: [.didHide]) }
        fixture.keyboard.post(.willShow, info: keyboardInfo())
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
        let counters = PoolCounters()
        let fixture = PoolFixture(counters: counters)
        let clients = (0..<50).map { _ in RecordingClient() }
        for client in clients { fixture.pool.subscribe(client) }
        var handled = 0
        let tokens = (0..<10).map { _ in fixture.pool.observe { _, _ in handled += 1 } }
        fixture.keyboard.show(height: 321)
        fixture.keyboard.post(.willHide, userInfo: [KeyboardUserInfoKey.frameEnd: "nonsense"])
        #expect(counters.decodes == 5)   // four posts of a show and a bad one, for 60 subscribers
        #expect(clients.allSatisfy { $0.events.count == 4 && $0.received.allSatisfy { $0.info.endFrame.height == 321 } })
        #expect(handled == 40)
        withExtendedLifetime(tokens) {}
    }

    @Test func sharedPoolListensOnTheDefaultCenter() {
        let client = RecordingClient(events: [.willShow])
        client.subscribeOnKeyboardNotifications()
        defer { client.unsubscribeFromKeyboardNotifications() }
        KeyboardSimulator().post(.willShow, info: keyboardInfo())
        #expect(client.events == [.willShow])
    }
}
