import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// What happens when the API is used in ways it was not meant for: each
/// outcome is defined, documented in the README's Guarantees, and never a trap.
///
/// Subscribing from off the main actor is not here: `subscribe` is
/// `@MainActor`, so such a call does not compile.
@MainActor
struct MisuseTests {
    @Test func unsubscribingWhatIsNotSubscribedIsANoOp() {
        let fixture = PoolFixture()
        let member = RecordingClient()
        let stranger = RecordingClient()
        fixture.pool.subscribe(member)
        fixture.pool.unsubscribe(stranger)
        fixture.pool.unsubscribe(NSObject())
        fixture.pool.unsubscribe(fixture.pool)
        stranger.unsubscribeFromKeyboardNotifications(in: fixture.pool)
        fixture.pool.unsubscribe(member)
        fixture.pool.unsubscribe(member)
        #expect(fixture.pool.count == 0)
        fixture.pool.subscribe(member)
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(member.events == [.willShow])
        #expect(stranger.events.isEmpty)
    }

    @Test func subscribingToNoEventsHoldsAnObserverThatHearsNothing() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client, to: [])
        fixture.keyboard.show(height: 300)
        #expect(client.events.isEmpty)
        #expect(fixture.pool.count == 1)
        #expect(fixture.pool.sweep() == 0)
    }

    @Test func postsUnderOtherNamesOrOnOtherCentersAreIgnoredAndAnyObjectIsAccepted() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        fixture.center.post(name: Notification.Name("UIKeyboardWillShow"), object: nil, userInfo: keyboardInfo().userInfo)
        KeyboardSimulator(notificationCenter: NotificationCenter()).show(height: 300)
        #expect(client.events.isEmpty)
        fixture.center.post(name: KeyboardEvent.willShow.notificationName, object: NSObject(), userInfo: keyboardInfo().userInfo)
        #expect(client.events == [.willShow])
    }

    @Test func aClientInTwoPoolsOnOneCenterHearsEachPostOncePerPool() {
        let center = NotificationCenter()
        let first = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let second = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let client = RecordingClient()
        first.subscribe(client)
        second.subscribe(client)
        let keyboard = KeyboardSimulator(notificationCenter: center)
        keyboard.post(.willShow, info: keyboardInfo())
        #expect(client.events == [.willShow, .willShow])
        second.unsubscribe(client)
        keyboard.post(.willHide, info: keyboardInfo())
        #expect(client.events == [.willShow, .willShow, .willHide])
    }

    /// Requested sweep intervals and what the dispatch scheduler uses.
    nonisolated static let sweepIntervals: [(requested: TimeInterval, used: TimeInterval)] = [
        (.greatestFiniteMagnitude, DispatchSweepScheduler.maximumInterval),
        (.infinity, DispatchSweepScheduler.maximumInterval),
        (1e12, DispatchSweepScheduler.maximumInterval),
        (30, 30),
        (0, DispatchSweepScheduler.minimumInterval),
        (-5, DispatchSweepScheduler.minimumInterval),
        (.nan, DispatchSweepScheduler.minimumInterval),
    ]

    @Test(arguments: Self.sweepIntervals)
    func aDispatchSweepIntervalIsClampedSoItNeitherOverflowsNorSpins(_ interval: TimeInterval, _ expected: TimeInterval) {
        #expect(DispatchSweepScheduler.clampedInterval(interval) == expected)
    }

    @Test func sweepingAnEmptyPoolOrSweepingTwiceFindsNothing() {
        let fixture = PoolFixture()
        #expect(fixture.pool.sweep() == 0)
        var doomed: RecordingClient? = RecordingClient()
        fixture.pool.subscribe(doomed!)
        doomed = nil
        #expect(fixture.pool.sweep() == 1)
        #expect(fixture.pool.sweep() == 0)
    }

    @Test func decodingANotificationDoesNotCheckItsName() throws {
        let notification = Notification(name: Notification.Name("SomethingElse"), object: nil, userInfo: keyboardInfo().userInfo)
        #expect(try KeyboardInfo(notification: notification) == keyboardInfo())
        #expect(KeyboardEvent(notificationName: notification.name) == nil)
    }

}
