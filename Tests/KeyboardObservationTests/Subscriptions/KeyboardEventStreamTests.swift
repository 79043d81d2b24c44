import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

private typealias EventStream = AsyncStream<(event: KeyboardEvent, info: KeyboardInfo)>

/// `events(_:)`: the stream, and the pool client behind it.
@MainActor
struct KeyboardEventStreamTests {
    /// A pool whose streams open `waits` each time a consumer starts waiting
    /// for an element (the pool's counters seam).
    private func fixtureCountingWaits() -> (fixture: PoolFixture, waits: Gate) {
        let waits = Gate()
        return (PoolFixture(counters: waits), waits)
    }

    /// What `events(_:)` returns.
    private func stream(_ fixture: PoolFixture, _ events: Set<KeyboardEvent>) -> EventStream {
        KeyboardEventStream(pool: fixture.pool, mask: KeyboardEventMask(events)).makeStream()
    }

    @Test func bufferedElementsAreTakenInOrderWithoutWaiting() async {
        let (fixture, waits) = fixtureCountingWaits()
        let client = KeyboardEventStream(
            pool: fixture.pool, mask: KeyboardEventMask([.willShow, .didShow])
        )
        fixture.keyboard.show(height: 300)
        #expect(await client.next()?.event == .willShow)
        #expect(await client.next()?.event == .didShow)
        #expect(waits.opensKept == 0)
    }

    @Test func aWaitingConsumerIsResumedByAPostAndThenByTheEnd() async {
        let (fixture, waits) = fixtureCountingWaits()
        let client = KeyboardEventStream(pool: fixture.pool, mask: KeyboardEventMask([.willHide]))
        let consumer = Task { @MainActor in [await client.next()?.event, await client.next()?.event] }
        await waits.enter()
        fixture.keyboard.hide()
        await waits.enter()
        client.cancel()
        #expect(await consumer.value == [.willHide, nil])
        #expect(fixture.pool.count == 0)
    }

    @Test func afterTheEndPostsAreDroppedAndEveryRequestEnds() async {
        let fixture = PoolFixture()
        let client = KeyboardEventStream(pool: fixture.pool, mask: KeyboardEventMask([.willShow, .didShow]))
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        client.cancel()
        fixture.keyboard.post(.didShow, info: keyboardInfo())
        #expect(await client.next() == nil)
        #expect(await client.next() == nil)
    }

    @Test func iterationReceivesAShowAndAHideInOrder() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events()
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        var received: [KeyboardEvent] = []
        var heights: [CGFloat] = []
        for await (event, info) in events {
            received.append(event)
            heights.append(info.endFrame.height)
            if event == .didHide { break }
        }
        #expect(received == [
            .willChangeFrame, .willShow, .didChangeFrame, .didShow,
            .willChangeFrame, .willHide, .didChangeFrame, .didHide,
        ])
        #expect(heights.allSatisfy { $0 == 300 })
    }

    @Test func breakingOutOfTheLoopRemovesTheSubscriptionOnceTheStreamIsGone() async {
        let fixture = PoolFixture()
        var events: EventStream? = fixture.pool.events([.willShow])
        #expect(fixture.pool.count == 1)
        fixture.keyboard.show(height: 300)
        for await _ in events! { break }
        #expect(fixture.pool.count == 1, "a stream still held may be iterated again")
        events = nil
        #expect(fixture.pool.count == 0)
    }

    @Test func breakingOutOfALoopOverTheCallRemovesTheSubscription() async {
        let fixture = PoolFixture()
        // A task runs only once this one suspends, which the loop first does
        // inside `next()`, after `events(_:)` has subscribed.
        let poster = Task { @MainActor in
            #expect(fixture.pool.count == 1)
            fixture.keyboard.show(height: 300)
        }
        for await _ in fixture.pool.events([.willShow]) { break }
        #expect(fixture.pool.count == 0)
        await poster.value
    }

    @Test func aWaitingConsumerIsWokenByEachPost() async {
        let (fixture, waits) = fixtureCountingWaits()
        let events = stream(fixture, [.willShow, .willHide])
        let consumer = Task {
            var received: [KeyboardEvent] = []
            for await (event, _) in events {
                received.append(event)
                if received.count == 2 { break }
            }
            return received
        }
        await waits.enter()
        fixture.keyboard.show(height: 300)
        await waits.enter()
        fixture.keyboard.hide()
        #expect(await consumer.value == [.willShow, .willHide])
    }

    @Test func cancellingTheIteratingTaskEndsTheLoopAndTheSubscription() async {
        let (fixture, waits) = fixtureCountingWaits()
        let other = RecordingClient()
        fixture.pool.subscribe(other)
        let events = stream(fixture, Set(KeyboardEvent.allCases))
        let consumer = Task {
            var count = 0
            for await _ in events { count += 1 }
            return count
        }
        await waits.enter()
        #expect(fixture.pool.count == 2)
        consumer.cancel()
        #expect(await consumer.value == 0)
        #expect(fixture.pool.count == 1)
        fixture.keyboard.show(height: 300)
        #expect(other.events.count == 4)
    }

    @Test func aTaskCancelledBeforeIteratingGetsNothing() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events()
        fixture.keyboard.show(height: 300)
        let consumer = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var count = 0
            for await _ in events { count += 1 }
            return count
        }
        #expect(await consumer.value == 0)
        #expect(fixture.pool.count == 0)
    }

    @Test func releasingAnUniteratedSequenceRemovesTheSubscription() {
        let fixture = PoolFixture()
        do {
            let events = fixture.pool.events()
            withExtendedLifetime(events) { #expect(fixture.pool.count == 1) }
        }
        #expect(fixture.pool.count == 0)
    }

    /// A stream is iterated once: a second consumer waiting beside the first
    /// ends it at once, for both (`AsyncStream(unfolding:)` asks no more after
    /// a `nil`), and its subscription with it, which a held stream kept before.
    @Test func aSecondConsumerWaitingBesideTheFirstEndsTheStreamAndItsSubscription() async {
        let (fixture, waits) = fixtureCountingWaits()
        let events = stream(fixture, [.willShow])
        let first = Task {
            var iterator = events.makeAsyncIterator()
            return await iterator.next()?.event
        }
        await waits.enter()
        var second = events.makeAsyncIterator()
        #expect(await second.next() == nil)
        #expect(fixture.pool.count == 0)
        fixture.keyboard.show(height: 300)   // after the end: the first loop does not get it
        #expect(await first.value == nil, "ended for the first too")
        var again = events.makeAsyncIterator()
        #expect(await again.next() == nil)
    }

    /// An ended stream keeps its pool alive no longer, even while it is held.
    @Test func anEndedStreamLetsGoOfItsPool() async {
        weak var released: ObserverPool?
        let events: EventStream
        do {
            let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
            released = pool
            events = pool.events([.willShow])
        }
        let isKeptWhileIterable = released != nil
        #expect(isKeptWhileIterable, "the stream keeps its pool while it can be iterated")
        let loop = Task { for await _ in events {} }
        loop.cancel()
        await loop.value
        let isGone = released == nil
        #expect(isGone)
        withExtendedLifetime(events) {}
    }

    @Test func framesPostedWhileTheConsumerIsBusyAreNewestWins() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willChangeFrame, .willShow])
        for height in [100, 200, 300] as [CGFloat] {
            fixture.keyboard.post(.willChangeFrame, info: keyboardInfo(end: TestScreen.docked(height: height)))
        }
        fixture.keyboard.post(.willShow, info: keyboardInfo(end: TestScreen.docked(height: 300)))
        var received: [String] = []
        for await (event, info) in events {
            received.append("\(event):\(Int(info.endFrame.height))")
            if event == .willShow { break }
        }
        #expect(received == ["willChangeFrame:300", "willShow:300"])
    }

    @Test func postsFromAnotherThreadArriveInPostingOrder() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willShow])
        let keyboard = fixture.keyboard
        await Task.detached {
            for height in 1...5 { keyboard.post(.willShow, info: keyboardInfo(end: TestScreen.docked(height: CGFloat(height)))) }
        }.value
        var heights: [CGFloat] = []
        for await (_, info) in events {
            heights.append(info.endFrame.height)
            if heights.count == 5 { break }
        }
        #expect(heights == [1, 2, 3, 4, 5])
    }

    @Test func aStreamConsumedAndReleasedOffTheMainActorUnsubscribes() async {
        let fixture = PoolFixture()
        // Handed over in a box the consumer empties, so the consumer's own
        // variable holds the last reference and lets go before it returns.
        let handOver = LockIsolated<EventStream?>(fixture.pool.events([.willShow]))
        #expect(fixture.pool.count == 1)
        let consumer = Task.detached { () -> KeyboardEvent? in
            let events = handOver.withLock { box in
                defer { box = nil }
                return box
            }
            for await (event, _) in events! { return event }
            return nil
        }
        fixture.keyboard.show(height: 300)
        #expect(await consumer.value == .willShow)
        #expect(fixture.pool.count == 0)
    }

    @Test func aRunningSequenceKeepsItsPoolAlive() {
        let center = NotificationCenter()
        weak var weakPool: ObserverPool?
        var events: EventStream?
        do {
            let pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
            weakPool = pool
            events = pool.events()
        }
        #expect(weakPool != nil)
        events = nil
        #expect(weakPool == nil)
        withExtendedLifetime(events) {}
    }

    @Test func aMainActorConsumerTakesBufferedEventsInOrderOnTheMainActor() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willShow, .willHide])
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        var received: [KeyboardEvent] = []
        for await (event, _) in events {
            received.append(event)
            #expect(MainQueue.isCurrent)
            if event == .willHide { break }
        }
        #expect(received == [.willShow, .willHide])
    }

    @Test func aWaitingMainActorConsumerIsResumedOnTheMainActor() async {
        let (fixture, waits) = fixtureCountingWaits()
        let events = stream(fixture, [.willShow])
        let consumer = Task { @MainActor () -> (KeyboardEvent, Bool)? in
            for await (event, _) in events {
                return (event, MainQueue.isCurrent)
            }
            return nil
        }
        await waits.enter()
        fixture.keyboard.show(height: 300)
        let received = await consumer.value
        #expect(received?.0 == .willShow)
        #expect(received?.1 == true)
    }

    @Test func theSubscriptionAndPoolAreLetGoWhenTheIteratorOutlivesTheStreamAndGoes() {
        let center = NotificationCenter()
        weak var weakPool: ObserverPool?
        do {
            let pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
            weakPool = pool
            var iterator: EventStream.Iterator? = pool.events().makeAsyncIterator()
            #expect(pool.count == 1)
            iterator = nil
            withExtendedLifetime(iterator) {}
            #expect(pool.count == 0)
        }
        #expect(weakPool == nil)
    }
}
