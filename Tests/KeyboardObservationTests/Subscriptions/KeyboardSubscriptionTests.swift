import Dispatch
import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

@MainActor
struct KeyboardSubscriptionTests {
    @Test func handlerReceivesOnlyTheEventsItObserves() {
        let fixture = PoolFixture()
        var received: [KeyboardEvent] = []
        let token = fixture.pool.observe([.willShow, .willHide]) { event, _ in received.append(event) }
        fixture.keyboard.show(height: 300)
        fixture.keyboard.hide()
        #expect(received == [.willShow, .willHide])
        withExtendedLifetime(token) {}
    }

    @Test func handlerIsServedByThePoolsOwnFanOut() throws {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        var infos: [KeyboardInfo] = []
        let token = fixture.pool.observe([.willShow]) { _, info in infos.append(info) }
        #expect(fixture.pool.count == 2)
        fixture.keyboard.show(height: 300)
        let clientInfo = try #require(client.received.first { $0.event == .willShow }?.info)
        #expect(infos == [clientInfo])
        #expect(infos.first?.endFrame.height == 300)
        withExtendedLifetime(token) {}
    }

    @Test func releasedTokenNeverFiresAgainAndThePoolShrinks() {
        let fixture = PoolFixture()
        let calls = LockIsolated(0)
        weak var capturedProbe: DeinitProbe?
        do {
            let probe = DeinitProbe()
            capturedProbe = probe
            let token = fixture.pool.observe { _, _ in
                withExtendedLifetime(probe) { calls.increment() }
            }
            fixture.keyboard.show(height: 300)
            #expect(calls.current == 4)
            #expect(fixture.pool.count == 1)
            withExtendedLifetime(token) {}
        }
        #expect(fixture.pool.count == 0)
        #expect(capturedProbe == nil)
        fixture.keyboard.hide()
        #expect(calls.current == 4)
    }

    @Test func cancellingTwiceIsHarmless() {
        let fixture = PoolFixture()
        let calls = LockIsolated(0)
        let other = RecordingClient()
        fixture.pool.subscribe(other)
        let token = fixture.pool.observe { _, _ in calls.increment() }
        #expect(fixture.pool.count == 2)
        token.cancel()
        token.cancel()
        #expect(fixture.pool.count == 1)
        fixture.keyboard.show(height: 300)
        #expect(calls.current == 0)
        #expect(other.events.count == 4)
    }

    @Test func cancellingFromInsideAHandlerStopsTheRestOfTheFanOut() {
        // Each cancels the other, so whichever the fan-out calls first, the
        // second must not be called: exactly one call, in any order.
        let fixture = PoolFixture()
        let calls = LockIsolated(0)
        var first: KeyboardSubscription?
        var second: KeyboardSubscription?
        first = fixture.pool.observe([.willShow]) { _, _ in
            calls.increment()
            second?.cancel()
        }
        second = fixture.pool.observe([.willShow]) { _, _ in
            calls.increment()
            first?.cancel()
        }
        fixture.keyboard.show(height: 300)
        #expect(calls.current == 1)
        #expect(fixture.pool.count == 1)
        withExtendedLifetime((first, second)) {}
    }

    @Test func aHandlerMayReleaseItsOwnToken() {
        let fixture = PoolFixture()
        let calls = LockIsolated(0)
        var token: KeyboardSubscription?
        token = fixture.pool.observe { _, _ in
            calls.increment()
            token = nil
        }
        fixture.keyboard.show(height: 300)
        #expect(calls.current == 1)
        #expect(token == nil)
        #expect(fixture.pool.count == 0)
    }

    @Test func tokenReleasedOffTheMainQueueReleasesItsHandlerOnTheMainQueue() async {
        let fixture = PoolFixture()
        let calls = LockIsolated(0)
        let freedOnMain: Bool = await withCheckedContinuation { continuation in
            let probe = DeinitProbe { continuation.resume(returning: MainQueue.isCurrent) }
            let handoff = LockIsolated(Optional(fixture.pool.observe { _, _ in
                withExtendedLifetime(probe) { calls.increment() }
            }))
            DispatchQueue.global().async {
                let token = handoff.withLock { token -> KeyboardSubscription? in
                    defer { token = nil }
                    return token
                }
                precondition(!MainQueue.isCurrent)
                withExtendedLifetime(token) {}
            }
        }
        #expect(freedOnMain)
        #expect(fixture.pool.count == 0)
        fixture.keyboard.show(height: 300)
        #expect(calls.current == 0)
    }

    @Test func tokensAreHashableByIdentityAndStoreInASet() {
        let fixture = PoolFixture()
        var tokens: Set<KeyboardSubscription> = []
        let first = fixture.pool.observe { _, _ in }
        first.store(in: &tokens)
        first.store(in: &tokens)
        fixture.pool.observe { _, _ in }.store(in: &tokens)
        #expect(tokens.count == 2)
        #expect(tokens.contains(first))
        #expect(fixture.pool.count == 2)
        tokens.removeAll()
        #expect(fixture.pool.count == 1)
        withExtendedLifetime(first) {}
    }

    @Test func tokenDoesNotKeepThePoolAlive() {
        weak var weakPool: ObserverPool?
        let token: KeyboardSubscription
        do {
            let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
            weakPool = pool
            token = pool.observe { _, _ in }
        }
        #expect(weakPool == nil)
        token.cancel()
    }
}


/// The token's own promises under threads: its cancel unsubscribes once and
/// lets go of the handler once, on the main queue, and holds even against a
/// cancel from another thread in the middle of a fan-out.
@MainActor
struct KeyboardSubscriptionCancelTests {
    @Test func cancellingLetsGoOfTheHandlerAtOnce() {
        let fixture = PoolFixture()
        let freed = LockIsolated(0)
        let probe = LockIsolated<DeinitProbe?>(DeinitProbe { freed.increment() })
        let token = fixture.pool.observe { [probe = probe.current] _, _ in withExtendedLifetime(probe) {} }
        probe.withLock { $0 = nil }
        #expect(freed.current == 0)
        token.cancel()
        #expect(freed.current == 1)
        token.cancel()
        #expect(freed.current == 1)
    }

    @Test func concurrentCancelsUnsubscribeExactlyOnce() async {
        // The counters see each removal the pool makes: sixteen racing
        // cancels must remove the token's observer once, and no other.
        let center = NotificationCenter()
        let counters = PoolCounters()
        let pool = ObserverPool(
            notificationCenter: center, sweepInterval: nil, sweepScheduler: ManualSweepScheduler(), counters: counters
        )
        let others = (0..<3).map { _ in RecordingClient() }
        for other in others { pool.subscribe(other) }
        let freedOnMain = LockIsolated<[Bool]>([])
        let probe = LockIsolated<DeinitProbe?>(DeinitProbe { freedOnMain.append(MainQueue.isCurrent) })
        let token = pool.observe { [probe = probe.current] _, _ in withExtendedLifetime(probe) {} }
        probe.withLock { $0 = nil }
        #expect(counters.liveObservers == 4)
        await runOffMain {
            DispatchQueue.concurrentPerform(iterations: 16) { _ in token.cancel() }
        }
        #expect(counters.liveObservers == 3)
        #expect(pool.count == 3)
        #expect(freedOnMain.current == [true])
        KeyboardSimulator(notificationCenter: center).post(.willShow, info: keyboardInfo())
        #expect(others.allSatisfy { $0.events == [.willShow] })
    }

    @Test func aCancelOffTheMainQueueLetsGoOfTheHandlerOnTheMainQueue() async {
        let fixture = PoolFixture()
        let freedOnMain = LockIsolated<[Bool]>([])
        let probe = LockIsolated<DeinitProbe?>(DeinitProbe { freedOnMain.append(MainQueue.isCurrent) })
        let token = fixture.pool.observe { [probe = probe.current] _, _ in withExtendedLifetime(probe) {} }
        probe.withLock { $0 = nil }
        await runOffMain { token.cancel() }
        #expect(freedOnMain.current == [true])
        #expect(fixture.pool.count == 0)
        withExtendedLifetime(token) {}
    }

    @Test func aCancelFromAnotherThreadMidFanOutStopsTheRestOfIt() {
        let fixture = PoolFixture()
        let calls = LockIsolated(0)
        let holder = LockIsolated<KeyboardSubscription?>(nil)
        let canceller = fixture.pool.observe([.willShow]) { _, _ in
            // Off the main queue: the pool's own main-queue bookkeeping does not see it.
            DispatchQueue.global().sync { holder.current?.cancel() }
        }
        holder.withLock { $0 = fixture.pool.observe([.willShow]) { _, _ in calls.increment() } }
        fixture.keyboard.show(height: 300)
        #expect(calls.current == 0)
        #expect(fixture.pool.count == 1)
        withExtendedLifetime(canceller) {}
    }
}
