import Foundation
import Testing
@testable import KeyboardObservation

/// The pool's state machine, without threads.
@MainActor
struct ObserverRegistryTests {
    private let all = KeyboardEventMask(Set(KeyboardEvent.allCases))

    @Test func subscribingTwiceKeepsOneObserverWithTheNewEvents() {
        var registry = ObserverRegistry()
        let client = RecordingClient()
        registry.subscribe(client, mask: all)
        let change = registry.subscribe(client, mask: KeyboardEventMask([.willShow]))
        #expect(change.created == false)
        #expect(registry.count == 1)
        #expect(registry.observers[0].mask == KeyboardEventMask([.willShow]))
    }

    @Test func anEventIsObservedExactlyWhileSomeObserverWantsIt() {
        var registry = ObserverRegistry()
        let first = RecordingClient(), second = RecordingClient()
        registry.subscribe(first, mask: KeyboardEventMask([.willShow, .didShow]))
        registry.subscribe(second, mask: KeyboardEventMask([.willShow]))
        #expect(registry.observed == KeyboardEventMask([.willShow, .didShow]))
        registry.unsubscribe(first)
        #expect(registry.observed == KeyboardEventMask([.willShow]))
        registry.subscribe(second, mask: KeyboardEventMask([.willHide]))   // new events replace the old
        #expect(registry.observed == KeyboardEventMask([.willHide]))
        do {
            let stray = RecordingClient()
            registry.subscribe(stray, mask: KeyboardEventMask([.didHide]))
        }
        #expect(registry.observed == KeyboardEventMask([.willHide, .didHide]))   // a stray still counts
        #expect(registry.sweep { _ in } == 1)
        #expect(registry.observed == KeyboardEventMask([.willHide]))
    }

    @Test func unsubscribingAnUnknownClientChangesNothing() {
        var registry = ObserverRegistry()
        let member = RecordingClient()
        registry.subscribe(member, mask: all)
        #expect(registry.unsubscribe(RecordingClient()) == false)
        #expect(registry.unsubscribe(NSObject()) == false)
        #expect(registry.count == 1)
    }

    @Test func aDeinitializingClientIsRemovedByItsIdentityButALiveOneIsNot() {
        var registry = ObserverRegistry()
        let live = RecordingClient()
        registry.subscribe(live, mask: all)
        #expect(registry.unsubscribe(deinitializing: ObjectIdentifier(live)) == false)
        #expect(registry.count == 1)
        var dying: RecordingClient? = RecordingClient()
        let id = ObjectIdentifier(dying!)
        registry.subscribe(dying!, mask: all)
        // Its weak reference reads nil from here on, as it does inside its deinit.
        dying = nil
        #expect(registry.unsubscribe(deinitializing: id) == true)
        #expect(registry.count == 1)
        #expect(registry.unsubscribe(live) == true)
    }

    @Test func removalKeepsEveryRemainingClientFindable() {
        var registry = ObserverRegistry()
        let clients = (0..<5).map { _ in RecordingClient() }
        for client in clients { registry.subscribe(client, mask: all) }
        registry.unsubscribe(clients[1])
        registry.unsubscribe(clients[4])
        #expect(registry.count == 3)
        let remaining = Set(registry.observers.map { ObjectIdentifier($0.loadClient()!) })
        #expect(remaining == Set([clients[0], clients[2], clients[3]].map(ObjectIdentifier.init)))
        for client in [clients[0], clients[2], clients[3]] {
            #expect(registry.unsubscribe(client) == true)
        }
        #expect(registry.count == 0)
    }

    @Test func observersKeepSubscriptionOrderUntilOneIsRemoved() {
        var registry = ObserverRegistry()
        let clients = (0..<4).map { _ in RecordingClient() }
        for client in clients { registry.subscribe(client, mask: all) }
        #expect(registry.observers.map(\.clientIDForTests) == clients.map(ObjectIdentifier.init))
    }

    @Test func evictingFlaggedPositionsRemovesExactlyThoseAndKeepsOrder() {
        var registry = ObserverRegistry()
        let clients = (0..<5).map { _ in RecordingClient() }
        for client in clients { registry.subscribe(client, mask: all) }
        let version = registry.version
        let evicted = registry.evict(strays: [false, true, false, true, false], ifUnchangedSince: version)
        #expect(evicted == 2)
        #expect(registry.observers.map { ObjectIdentifier($0.loadClient()!) } == [clients[0], clients[2], clients[4]].map(ObjectIdentifier.init))
        #expect(registry.unsubscribe(clients[4]) == true)
        #expect(registry.unsubscribe(clients[1]) == false)
    }

    @Test func evictingRefusesPositionsFromBeforeAChange() {
        var registry = ObserverRegistry()
        let first = RecordingClient(), second = RecordingClient()
        registry.subscribe(first, mask: all)
        let version = registry.version
        registry.subscribe(second, mask: all)
        #expect(registry.evict(strays: [true, false], ifUnchangedSince: version) == nil)
        registry.unsubscribe(second)
        #expect(registry.evict(strays: [true], ifUnchangedSince: version) == nil)
        #expect(registry.count == 1)
        let unchanged = registry.version
        registry.subscribe(first, mask: KeyboardEventMask([.didShow]))  // events only: positions hold
        #expect(registry.evict(strays: [false], ifUnchangedSince: unchanged) == 0)
    }

    @Test func sweepEvictsExactlyTheStrays() {
        var registry = ObserverRegistry()
        let keep = (0..<3).map { _ in RecordingClient() }
        for client in keep { registry.subscribe(client, mask: all) }
        do {
            let doomed = (0..<4).map { _ in RecordingClient() }
            for client in doomed { registry.subscribe(client, mask: all) }
        }
        #expect(registry.count == 7)
        #expect(registry.sweep { _ in } == 4)
        #expect(registry.count == 3)
        #expect(registry.sweep { _ in } == 0)
        for client in keep { #expect(registry.unsubscribe(client) == true) }
    }

    @Test func sweepKeepsTheLiveObserversInOrderAndFindable() {
        var registry = ObserverRegistry()
        var clients: [RecordingClient?] = (0..<40).map { _ in RecordingClient() }
        for client in clients { registry.subscribe(client!, mask: all) }
        for index in stride(from: 0, to: clients.count, by: 3) { clients[index] = nil }
        let live = clients.compactMap { $0 }
        var visited: [ObjectIdentifier] = []
        #expect(registry.sweep { visited.append(ObjectIdentifier($0)) } == clients.count - live.count)
        #expect(visited == live.map(ObjectIdentifier.init))
        #expect(registry.observers.map(\.clientIDForTests) == live.map(ObjectIdentifier.init))
        for client in live { #expect(registry.unsubscribe(client) == true) }
        #expect(registry.count == 0)
    }

    @Test func aStrayIsRemovedOnceAndALiveObserverNever() {
        var registry = ObserverRegistry()
        let live = RecordingClient()
        registry.subscribe(live, mask: all)
        let stray: KeyboardObserver.Subscription
        do {
            let doomed = RecordingClient()
            registry.subscribe(doomed, mask: all)
            stray = registry.observers[1].subscription()
        }
        let liveSubscription = registry.observers[0].subscription()
        #expect(registry.removeStray(liveSubscription) == false)
        #expect(registry.removeStray(stray) == true)
        #expect(registry.removeStray(stray) == false)
        #expect(registry.count == 1)
        #expect(registry.observers[0].loadClient() === live)
    }

    @Test func maskOfASubscriptionEndsWithIt() {
        var registry = ObserverRegistry()
        let client = RecordingClient()
        registry.subscribe(client, mask: all)
        let first = registry.observers[0].subscription()
        registry.subscribe(client, mask: KeyboardEventMask([.willHide]))
        #expect(registry.mask(of: first) == KeyboardEventMask([.willHide]))
        registry.unsubscribe(client)
        #expect(registry.mask(of: first) == nil)
        registry.subscribe(client, mask: all)
        // The same client subscribed again is a new subscription.
        #expect(registry.mask(of: first) == nil)
    }
}

extension KeyboardObserver {
    fileprivate var clientIDForTests: ObjectIdentifier { clientID() }
}
