import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Nothing the pool touches outlives its owners: clients, observers, pools.
@MainActor
struct LeakTests {
    @Test func thousandsOfClientsDroppedWithOrWithoutUnsubscribingAreAllFreed() {
        let fixture = PoolFixture()
        var probes = WeakProbes()
        for _ in 0..<5 {
            var clients: [any KeyboardObservable] = (0..<1_000).map { index in
                switch index % 3 {
                case 0: RecordingClient()
                case 1: HeightClient()
                default: InfoClient()
                }
            }
            for client in clients {
                client.subscribeOnKeyboardNotifications(in: fixture.pool)
                probes.watch(client)
            }
            fixture.keyboard.show(height: 300)
            for (index, client) in clients.enumerated() where index.isMultiple(of: 2) {
                client.unsubscribeFromKeyboardNotifications(in: fixture.pool)
            }
            clients.removeAll()
        }
        #expect(probes.count == 5_000)
        #expect(probes.aliveCount == 0)
        // Each round's show evicted the previous rounds' strays; the last
        // round left its 500 never-unsubscribed clients as strays.
        #expect(fixture.pool.count == 500)
        #expect(fixture.pool.sweep() == 500)
        #expect(fixture.pool.count == 0)
    }

    @Test func aReleasedPoolWithLiveSubscriptionsIsFreedAtOnceAndLeavesNothingBehind() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(notificationCenter: center)
        let scheduler = ManualSweepScheduler()
        let invalid = LockIsolated<[InvalidPost]>([])
        let clients = (0..<1_000).map { _ in RecordingClient() }
        let probe: PoolProbe
        do {
            let (pool, poolProbe) = PoolProbe.makePool(
                on: center, sweepInterval: 30, sweepScheduler: scheduler, reportingTo: invalid
            )
            probe = poolProbe
            for client in clients { pool.subscribe(client) }
            keyboard.show(height: 300)
            keyboard.post(.willShow, userInfo: [:])
            #expect(scheduler.activeTimerCount == 1)
            #expect(invalid.drain().count == 1)
        }
        #expect(probe.pool == nil)
        #expect(probe.storage == nil, "the pool's storage (and so its observers) outlived the pool")
        #expect(scheduler.activeTimerCount == 0, "the released pool left its sweeper scheduled")

        scheduler.advance(by: 300)
        keyboard.hide()
        keyboard.post(.willShow, userInfo: [:])
        #expect(clients.allSatisfy { $0.events.count == 4 }, "a post after release reached a client")
        #expect(invalid.current.count == 0, "a post after release reached the released pool")
    }

    @Test func aReleasedPoolWhoseGuideIsFollowedIsFreedAtOnceAndItsGuideLetsGo() {
        // A guide's session holds its pool while it tracks (a frame loads no
        // weak reference); the pool's close ends the session, breaking the cycle.
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(notificationCenter: center)
        var changes = 0
        let probe: PoolProbe
        do {
            let (pool, poolProbe) = PoolProbe.makePool(on: center)
            probe = poolProbe
            let token = pool.observeChanges(followingLiveFrames: true) { _ in changes += 1 }
            keyboard.show(height: 336)
            keyboard.drag(height: 200)
            #expect(changes == 2, "the show, then the drag's frame through the followed guide")
            withExtendedLifetime(token) {}
        }
        #expect(probe.pool == nil)
        #expect(probe.storage == nil, "the guide's session kept the released pool's storage")
        #expect(keyboard.guide.trackerCount == 0, "the guide still calls the released pool's closure")
        keyboard.drag(height: 100)
        #expect(changes == 2)
    }

    @Test func aReleasedPoolWhoseFollowedHostWentAwayIsFreed() async {
        // The host goes while its session lives; the next will-event drops the
        // session, which must let go of the pool: the pool's close no longer reaches it.
        let probe = await releasedPoolWithABehavior { keyboard, view in
            keyboard.show(height: 336)
            view.host?.layOut(keyboardTop: TestScreen.phone.maxY - 336)
            view.host = nil   // the only reference to the host
            keyboard.show(height: 380)   // a will-event: the host-less session is dropped
        }
        #expect(probe.pool == nil)
        #expect(probe.storage == nil, "a dropped session kept the released pool's storage")
    }

    @Test func aReleasedPoolWhoseGuideWasFoundWrongIsFreed() async throws {
        // A guide found wrong is dropped when the keyboard hides (and followed
        // afresh): the dropped session must let go of the pool.
        let probe = try await releasedPoolWithABehavior { keyboard, view in
            let host = try #require(view.host)
            await nextMainQueueTurn()   // the session's first turn is over: its transitions are judged
            host.layOut(keyboardTop: nil)   // at rest, before the keyboard
            keyboard.show(height: 336)      // the guide never lays out while the keyboard rises
            keyboard.hide()                 // found stuck at rest, and dropped once the keyboard is down
            #expect(host.trackersAdded == 2, "the guide was dropped and followed afresh")
            #expect(host.trackerCount == 1)
        }
        #expect(probe.pool == nil)
        #expect(probe.storage == nil, "a session dropped as wrong kept the released pool's storage")
    }

    /// A pool with an inset behavior on a view whose guide host is a fake
    /// (the simulated screen has no guide), handed with the keyboard to
    /// `body`, then let go; returns the pool's probe.
    private func releasedPoolWithABehavior(
        _ body: (KeyboardSimulator, FakeHostedScrollView) async throws -> Void
    ) async rethrows -> PoolProbe {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(notificationCenter: center, postsScreen: true, guide: .none)
        let (pool, probe) = PoolProbe.makePool(on: center)
        let view = FakeHostedScrollView(host: FakeGuideHost())
        let behavior = KeyboardContentInsetBehavior(target: view, pool: pool, animation: .immediate)
        try await body(keyboard, view)
        withExtendedLifetime((pool, behavior)) {}
        return probe
    }

    @Test func thousandsOfPoolsReleasedOnOneCenterLeaveNoStorageNoTimerAndNoDelivery() {
        let center = NotificationCenter()
        let scheduler = ManualSweepScheduler()
        let invalid = LockIsolated<[InvalidPost]>([])
        let client = RecordingClient()
        var probes: [PoolProbe] = []
        for _ in 0..<1_000 {
            let (pool, probe) = PoolProbe.makePool(
                on: center, sweepInterval: 5, sweepScheduler: scheduler, reportingTo: invalid
            )
            pool.subscribe(client)
            probes.append(probe)
        }
        #expect(probes.allSatisfy { $0.pool == nil && $0.storage == nil })
        #expect(scheduler.activeTimerCount == 0)
        let keyboard = KeyboardSimulator(notificationCenter: center)
        keyboard.show(height: 300)
        keyboard.post(.willHide, userInfo: nil)
        #expect(client.events.isEmpty)
        #expect(invalid.current.count == 0)
    }

    @Test func clientsReleasedInsideAHandlerAreSkippedFreedAndEvicted() {
        let fixture = PoolFixture()
        var holder: [ObjectIdentifier: RecordingClient] = [:]
        var probes = WeakProbes()
        var deliveries = 0
        for _ in 0..<100 {
            let client = RecordingClient()
            holder[ObjectIdentifier(client)] = client
            probes.watch(client)
            fixture.pool.subscribe(client)
            // Whoever is reached first releases every other client, then itself.
            client.onReceive = { [weak client] _, _ in
                guard let client else { return }
                deliveries += 1
                holder = holder.filter { $0.value === client }
                holder.removeAll()
            }
        }
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(deliveries == 1, "released clients must be skipped")
        #expect(probes.aliveCount == 0)
        // The fan-out evicted the 99 observers it met dead; the first client
        // died after it was reached, leaving one stray for the sweeper.
        #expect(fixture.pool.count == 1)
        #expect(fixture.pool.sweep() == 1)
    }

    @Test func aDeliveryQueuedOffMainDoesNotKeepThePoolAlive() async {
        let center = NotificationCenter()
        let client = RecordingClient()
        let probe = await PoolProbe.releasedPool(on: center, subscribing: client) {
            onBackgroundThread { KeyboardSimulator(notificationCenter: center).show(height: 300) }
            #expect(client.events.isEmpty, "four deliveries wait on the main queue")
        }
        #expect(probe.pool == nil)
        #expect(probe.storage == nil)
        await nextMainQueueTurn()
        #expect(client.events.isEmpty)
    }

    @Test func clientsLoadedByAnOffMainSweepAreFreedOnTheMainQueue() async {
        let fixture = PoolFixture()
        let deaths = LockIsolated<[Bool]>([])
        var clients = (0..<200).map { _ in DeinitReportingClient { deaths.append($0) } }
        var probes = WeakProbes()
        for client in clients {
            fixture.pool.subscribe(client)
            probes.watch(client)
        }
        let pool = fixture.pool
        onBackgroundThread { _ = pool.sweep() }
        clients.removeAll()
        // The sweep's thread had to load each client; it hands those
        // references to the main queue instead of dropping them itself.
        #expect(probes.aliveCount == 200)
        await nextMainQueueTurn()
        #expect(probes.aliveCount == 0)
        #expect(deaths.current.count == 200)
        #expect(deaths.current.allSatisfy { $0 }, "a client was deinitialised off the main queue")
        #expect(fixture.pool.sweep() == 200)
    }
}
