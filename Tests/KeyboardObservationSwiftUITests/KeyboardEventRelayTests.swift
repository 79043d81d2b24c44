import Foundation
import Testing
@testable import KeyboardObservationSwiftUI
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// `onKeyboardEvent`'s subscription: while the view is on screen, once
/// however often SwiftUI says it appeared, with its latest events and action.
@MainActor
struct KeyboardEventRelayTests {
    private let fixture = PoolFixture()
    private var pool: ObserverPool { fixture.pool }
    private var keyboard: KeyboardSimulator { fixture.keyboard }

    @Test func eventsArriveOnlyWhileTheViewIsOnScreen() {
        let relay = KeyboardEventRelay()
        var events: [KeyboardEvent] = []
        relay.action = { event, _ in events.append(event) }
        keyboard.show(height: 336)
        relay.appear(events: [.willShow, .willHide], pool: pool)
        relay.appear(events: [.willShow, .willHide], pool: pool)   // SwiftUI may say so twice
        #expect(pool.count == 1)
        keyboard.hide()
        relay.disappear()
        keyboard.show(height: 336)
        #expect(events == [.willHide])
        #expect(pool.count == 0)
    }

    @Test func newEventsWhileOnScreenSubscribeAgainAndBeforeAppearingDoNothing() {
        let relay = KeyboardEventRelay()
        var events: [KeyboardEvent] = []
        relay.action = { event, _ in events.append(event) }
        relay.update(events: [.didShow], pool: pool)
        #expect(!relay.isSubscribed)
        relay.appear(events: [.willShow], pool: pool)
        relay.update(events: [.didShow], pool: pool)
        keyboard.show(height: 336)
        #expect(events == [.didShow])
        #expect(pool.count == 1)
    }

    @Test func theLatestActionIsCalled() {
        let relay = KeyboardEventRelay()
        var calls: [String] = []
        relay.action = { _, _ in calls.append("old") }
        relay.appear(events: [.willShow], pool: pool)
        relay.action = { _, _ in calls.append("new") }
        keyboard.show(height: 336)
        #expect(calls == ["new"])
        relay.disappear()
    }

    @Test func aViewGivenAnotherPoolWhileOnScreenListensToThatPoolOnly() {
        let other = PoolFixture()
        let relay = KeyboardEventRelay()
        var events: [String] = []
        relay.action = { event, _ in events.append("\(event)") }
        relay.appear(events: [.willShow], pool: pool)
        relay.update(events: [.willShow], pool: other.pool)   // the view's `pool:` argument changed
        keyboard.show(height: 336)
        #expect(events.isEmpty, "the first pool is let go")
        #expect(pool.count == 0)
        other.keyboard.show(height: 336)
        #expect(events == ["willShow"])
        relay.disappear()
    }
}
