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
        registry.subscribe(client, mask: KeyboardEventMask([.willShow]))
        #expect(registry.count == 1)
        #expect(registry.observers[0].mask == KeyboardEventMask([.willShow]))
    }

    @Test func unsubscribingAnUnknownClientChangesNothing() {
        var registry = ObserverRegistry()
        let member = RecordingClient()
        registry.subscribe(member, mask: all)
        #expect(registry.unsubscribe(RecordingClient()) == false)
        #expect(registry.unsubscribe(NSObject()) == false)
        #expect(registry.count == 1)
    }

    @Test func removalKeepsSlotsConsistent() {
        var registry = ObserverRegistry()
        let clients = (0..<5).map { _ in RecordingClient() }
        for client in clients { registry.subscribe(client, mask: all) }
        registry.unsubscribe(clients[1])
        registry.unsubscribe(clients[4])
        #expect(registry.count == 3)
        for (slot, observer) in registry.observers.enumerated() {
            #expect(observer.slot == slot)
        }
        let remaining = Set(registry.observers.map { ObjectIdentifier($0.client!) })
        #expect(remaining == Set([clients[0], clients[2], clients[3]].map(ObjectIdentifier.init)))
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
    }

    @Test func removedObserverIsMarkedAndNotRemovedTwice() {
        var registry = ObserverRegistry()
        let a = RecordingClient(), b = RecordingClient()
        registry.subscribe(a, mask: all)
        registry.subscribe(b, mask: all)
        let observerA = registry.observers[0]
        registry.remove(observerA)
        #expect(observerA.isRemoved)
        registry.remove(observerA)
        #expect(registry.count == 1)
        #expect(registry.observers[0].client === b)
    }
}
