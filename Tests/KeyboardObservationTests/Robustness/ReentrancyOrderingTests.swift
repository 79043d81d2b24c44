import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Handlers that re-enter the pool, and the order deliveries arrive in.
///
/// Clients are called in the order they subscribed, so each outcome is exact.
/// Every client carries the same handler and only the first one reached acts:
/// the expectations say that is the first subscribed, and a fan-out in any
/// other order fails them.
@MainActor
struct ReentrancyOrderingTests {
    /// Subscribes `count` recording clients; the first one reached by a
    /// `.willShow` runs `action` once.
    private func clients(_ count: Int, in pool: ObserverPool, firstReached action: @escaping (RecordingClient) -> Void) -> [RecordingClient] {
        var acted = false
        let clients = (0..<count).map { _ in RecordingClient() }
        for client in clients {
            pool.subscribe(client)
            client.onReceive = { [weak client] event, _ in
                guard event == .willShow, !acted, let client else { return }
                acted = true
                action(client)
            }
        }
        return clients
    }

    @Test func aHandlerUnsubscribingEveryoneElseLeavesExactlyOneDelivery() {
        let fixture = PoolFixture()
        var all: [RecordingClient] = []
        all = clients(50, in: fixture.pool) { me in
            for other in all where other !== me { fixture.pool.unsubscribe(other) }
        }
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(all.map(\.events) == [[.willShow]] + Array(repeating: [], count: 49))
        #expect(fixture.pool.count == 1)
    }

    @Test func clientsUnsubscribedAndResubscribedMidFanOutGetOnlyTheNextPost() {
        let fixture = PoolFixture()
        let newcomer = RecordingClient()
        var all: [RecordingClient] = []
        all = clients(20, in: fixture.pool) { me in
            for other in all where other !== me {
                fixture.pool.unsubscribe(other)
                fixture.pool.subscribe(other)
            }
            fixture.pool.subscribe(newcomer)
        }
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(all.map(\.events) == [[.willShow]] + Array(repeating: [], count: 19))
        #expect(newcomer.events.isEmpty)
        fixture.keyboard.post(.willHide, info: keyboardInfo())
        #expect(all.map(\.events) == [[.willShow, .willHide]] + Array(repeating: [.willHide], count: 19))
        #expect(newcomer.events == [.willHide])
        #expect(fixture.pool.count == 21)
    }

    @Test func aHandlerSweepingMidFanOutLeavesOnlyLiveObserversAndEveryLiveClientHears() {
        let fixture = PoolFixture()
        var evictedBySweep = -1
        let live = clients(10, in: fixture.pool) { _ in evictedBySweep = fixture.pool.sweep() }
        var doomed = (0..<10).map { _ in RecordingClient() }
        for client in doomed { fixture.pool.subscribe(client) }
        doomed.removeAll()  // ten strays
        #expect(fixture.pool.count == 20)
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(live.allSatisfy { $0.events == [.willShow] })
        // The first live client sweeps before the fan-out reaches any stray.
        #expect(evictedBySweep == 10)
        #expect(fixture.pool.count == 10)
    }

    @Test func aHandlerPostingAnotherKeyboardNotificationDeliversItToEveryoneBeforeItReturns() {
        let fixture = PoolFixture()
        var all: [RecordingClient] = []
        var everyoneHadItWhenPostReturned = false
        all = clients(10, in: fixture.pool) { _ in
            fixture.keyboard.post(.willHide, info: keyboardInfo(end: TestScreen.docked(height: 0)))
            everyoneHadItWhenPostReturned = all.allSatisfy { $0.events.contains(.willHide) }
        }
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(everyoneHadItWhenPostReturned)
        // Clients reached after the poster see the nested post first: it is
        // delivered in full before the outer fan-out resumes.
        #expect(all.map(\.events) == [[.willShow, .willHide]] + Array(repeating: [.willHide, .willShow], count: 9))
    }

    @Test func aMainQueuePostOvertakesOffMainPostsStillQueued() async {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        let keyboard = fixture.keyboard
        onBackgroundThread { NumberedPosts.postAll(4, from: 1, through: keyboard) }
        NumberedPosts.post(0, from: NumberedPosts.mainSender, through: keyboard)
        await nextMainQueueTurn()
        #expect(client.received.map(\.info.animationCurve.rawValue) == [NumberedPosts.mainSender, 1, 1, 1, 1])
    }

    @Test func offMainPostsInterleavedWithMainQueuePostsKeepEachSendersOrder() async {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        let keyboard = fixture.keyboard
        let senders: [@Sendable () -> Void] = (0..<2).map { sender in
            { NumberedPosts.postAll(300, from: sender, through: keyboard) }
        }
        await runInBackground(senders) {
            for sequence in 0..<300 {
                NumberedPosts.post(sequence, from: NumberedPosts.mainSender, through: keyboard)
                await Task.yield()
            }
        }
        for sender in [0, 1, NumberedPosts.mainSender] {
            #expect(NumberedPosts.received(by: client, from: sender) == NumberedPosts.wellFormed(300))
        }
    }
}
