import Dispatch
import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// The one delivery rule, for every kind of subscriber: once `unsubscribe`,
/// `cancel()` or `detach()` has returned, on any thread, no new call for that
/// subscriber begins, not even later in a fan-out already running.
///
/// Each test subscribes a *stopper* first and the subscriber under test
/// second (a fan-out calls in subscription order). The stopper's handler
/// stops the second one, either right there on the main queue or from
/// another thread while the main queue waits (`DispatchQueue.global().sync`):
/// the fan-out then reaches the second subscriber, which must be skipped.
@MainActor
struct DeliveryRuleTests {
    private let fixture = PoolFixture()

    /// Runs `stop` here, or on another thread while this one waits.
    private static func stop(fromAnotherThread: Bool, _ stop: @escaping @Sendable () -> Void) {
        if fromAnotherThread {
            DispatchQueue.global().sync { stop() }
        } else {
            stop()
        }
    }

    @Test(arguments: [false, true])
    func anUnsubscribedProtocolClientIsNotCalled(fromAnotherThread: Bool) {
        let victim = RecordingClient(events: [.willShow])
        let pool = fixture.pool
        let handoff = LockIsolated<RecordingClient?>(victim)
        let stopper = pool.observe([.willShow]) { _, _ in
            Self.stop(fromAnotherThread: fromAnotherThread) { if let victim = handoff.current { pool.unsubscribe(victim) } }
        }
        pool.subscribe(victim)
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(victim.events.isEmpty)
        #expect(pool.count == 1)
        handoff.withLock { $0 = nil }
        withExtendedLifetime(stopper) {}
    }

    @Test(arguments: [false, true])
    func aCancelledTokenIsNotCalled(fromAnotherThread: Bool) {
        let calls = LockIsolated(0)
        let victim = LockIsolated<KeyboardSubscription?>(nil)
        let stopper = fixture.pool.observe([.willShow]) { _, _ in
            Self.stop(fromAnotherThread: fromAnotherThread) { victim.current?.cancel() }
        }
        victim.withLock { $0 = fixture.pool.observe([.willShow]) { _, _ in calls.increment() } }
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(calls.current == 0)
        #expect(fixture.pool.count == 1)
        withExtendedLifetime(stopper) {}
    }

    @Test(arguments: [false, true])
    func anEndedStreamYieldsNothingMore(fromAnotherThread: Bool) async {
        let client = KeyboardEventStream(pool: fixture.pool, mask: KeyboardEventMask([.willShow]))
        let stream = client.makeStream()
        let stopper = fixture.pool.observe([.willShow]) { [client] _, _ in
            Self.stop(fromAnotherThread: fromAnotherThread) { client.cancel() }
        }
        let consumer = Task { @MainActor in
            var received: [KeyboardEvent] = []
            for await (event, _) in stream { received.append(event) }
            return received
        }
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(await consumer.value.isEmpty)
        #expect(fixture.pool.count == 1)
        withExtendedLifetime(stopper) {}
    }

    @Test func aDetachedBehaviorWritesNothing() {
        // `detach()` is main-actor API: a behavior is stopped on the main queue.
        let scrollView = FakeScrollView()
        let resting = scrollView.keyboardBottomInsets
        var behavior: KeyboardContentInsetBehavior?
        let stopper = fixture.pool.observe([.willShow]) { _, _ in behavior?.detach() }
        behavior = KeyboardContentInsetBehavior(target: scrollView, pool: fixture.pool, animation: .immediate)
        fixture.keyboard.post(.willShow, info: keyboardInfo(end: TestScreen.docked(height: 336)))
        #expect(scrollView.keyboardBottomInsets == resting)
        #expect(fixture.pool.count == 1)
        withExtendedLifetime(stopper) {}
    }

    @Test func aSubscriberStoppedBeforeAPostIsNotCalledByIt() {
        let victim = RecordingClient()
        fixture.pool.subscribe(victim)
        let pool = fixture.pool
        DispatchQueue.global().sync { pool.unsubscribe(victim) }
        fixture.keyboard.show(height: 336)
        #expect(victim.events.isEmpty)
    }

    @Test func aClientResubscribedMidFanOutWithoutThisEventIsSkipped() {
        // Subscribing again may change the events: the fan-out asks the registry's current ones.
        let victim = RecordingClient(events: [.willShow, .willHide])
        let stopper = fixture.pool.observe([.willShow]) { [pool = fixture.pool] _, _ in
            pool.subscribe(victim, to: [.willHide])
        }
        fixture.pool.subscribe(victim)
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        fixture.keyboard.post(.willHide, info: keyboardInfo())
        #expect(victim.events == [.willHide])
        withExtendedLifetime(stopper) {}
    }
}
