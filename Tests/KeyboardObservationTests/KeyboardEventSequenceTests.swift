import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

@MainActor
struct KeyboardEventSequenceTests {
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

    @Test func breakingOutOfTheLoopRemovesTheSubscription() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willShow])
        #expect(fixture.pool.count == 1)
        fixture.keyboard.show(height: 300)
        for await _ in events { break }
        #expect(fixture.pool.count == 0)
        withExtendedLifetime(events) {}
    }

    @Test func aWaitingConsumerIsWokenByEachPost() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willShow, .willHide])
        let consumer = Task {
            var received: [KeyboardEvent] = []
            for await (event, _) in events {
                received.append(event)
                if received.count == 2 { break }
            }
            return received
        }
        #expect(await yieldUntil { events.channel.hasWaiter })
        fixture.keyboard.show(height: 300)
        #expect(await yieldUntil { events.channel.hasWaiter })
        fixture.keyboard.hide()
        #expect(await consumer.value == [.willShow, .willHide])
        #expect(fixture.pool.count == 0)
    }

    @Test func cancellingTheIteratingTaskEndsTheLoopAndTheSubscription() async {
        let fixture = PoolFixture()
        let other = RecordingClient()
        fixture.pool.subscribe(other)
        let events = fixture.pool.events()
        let consumer = Task {
            var count = 0
            for await _ in events { count += 1 }
            return count
        }
        #expect(await yieldUntil { events.channel.hasWaiter })
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

    @Test func aSecondIteratorEndsAtOnce() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willShow])
        let first = events.makeAsyncIterator()
        let second = events.makeAsyncIterator()
        fixture.keyboard.show(height: 300)
        #expect(await second.next() == nil)
        #expect(await first.next()?.event == .willShow)
    }

    @Test func framesPostedWhileTheConsumerIsBusyAreNewestWins() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willChangeFrame, .willShow])
        for height in [100, 200, 300] as [CGFloat] {
            fixture.keyboard.post(.willChangeFrame, info: sampleInfo(height: height))
        }
        fixture.keyboard.post(.willShow, info: sampleInfo(height: 300))
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
            for height in 1...5 { keyboard.post(.willShow, info: sampleInfo(height: CGFloat(height))) }
        }.value
        var heights: [CGFloat] = []
        for await (_, info) in events {
            heights.append(info.endFrame.height)
            if heights.count == 5 { break }
        }
        #expect(heights == [1, 2, 3, 4, 5])
    }

    @Test func aRunningSequenceKeepsItsPoolAlive() {
        let center = NotificationCenter()
        weak var weakPool: ObserverPool?
        var events: KeyboardEventSequence?
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

    @Test func aMainActorConsumerTakesBufferedEventsWithoutLeavingTheMainActor() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willShow, .willHide])
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        // A hop off the main actor and back would let this block run first.
        var otherWorkRan = false
        DispatchQueue.main.async { otherWorkRan = true }
        var received: [KeyboardEvent] = []
        for await (event, _) in events {
            received.append(event)
            if event == .willHide { break }
        }
        #expect(!otherWorkRan)
        #expect(received == [.willShow, .willHide])
        await drainMainQueue()
        #expect(otherWorkRan)
    }

    @Test func aWaitingMainActorConsumerIsResumedOnTheMainActor() async {
        let fixture = PoolFixture()
        let events = fixture.pool.events([.willShow])
        let consumer = Task { @MainActor () -> (KeyboardEvent, Bool)? in
            for await (event, _) in events {
                return (event, MainQueue.isCurrent)
            }
            return nil
        }
        #expect(await yieldUntil { events.channel.hasWaiter })
        fixture.keyboard.show(height: 300)
        let received = await consumer.value
        #expect(received?.0 == .willShow)
        #expect(received?.1 == true)
        #expect(fixture.pool.count == 0)
    }

    @Test func theSubscriptionsHandlerAndPoolAreLetGoWhenTheRunEnds() {
        let center = NotificationCenter()
        weak var weakPool: ObserverPool?
        do {
            let pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
            weakPool = pool
            let events = pool.events()
            do {
                let iterator = events.makeAsyncIterator()
                #expect(pool.count == 1)
                withExtendedLifetime(iterator) {}
            }
            #expect(events.subscription.isCancelled)
            #expect(pool.count == 0)
        }
        #expect(weakPool == nil)
    }
}
