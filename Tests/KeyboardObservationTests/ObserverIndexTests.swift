import Foundation
import Testing
@testable import KeyboardObservation

/// The registry's hash table of positions, checked against a dictionary
/// through long random runs of the registry's own operations.
@MainActor
struct ObserverIndexTests {
    private let all = KeyboardEventMask(Set(KeyboardEvent.allCases))

    @Test func randomSubscribesAndUnsubscribesKeepEveryClientFindable() {
        var generator = SeededRandom(seed: 0x5EED)
        var registry = ObserverRegistry()
        let clients = (0..<300).map { _ in RecordingClient() }
        var subscribed: Set<ObjectIdentifier> = []
        for _ in 0..<20_000 {
            let client = clients[Int(generator.next() % UInt64(clients.count))]
            let id = ObjectIdentifier(client)
            if generator.next() % 3 == 0 {
                #expect(registry.unsubscribe(client) == subscribed.contains(id))
                subscribed.remove(id)
            } else {
                let change = registry.subscribe(client, mask: all)
                #expect(change.created == !subscribed.contains(id))
                subscribed.insert(id)
            }
        }
        #expect(registry.count == subscribed.count)
        for client in clients {
            #expect(registry.unsubscribe(client) == subscribed.contains(ObjectIdentifier(client)))
        }
        #expect(registry.count == 0)
    }

    @Test func growingAndSweepingKeepEveryClientFindable() {
        var registry = ObserverRegistry()
        var clients: [RecordingClient?] = (0..<1_000).map { _ in RecordingClient() }
        for client in clients { registry.subscribe(client!, mask: all) }
        for index in clients.indices where index % 7 != 0 { clients[index] = nil }
        #expect(registry.sweep { _ in } == 1_000 - clients.compactMap { $0 }.count)
        let more = (0..<500).map { _ in RecordingClient() }
        for client in more { registry.subscribe(client, mask: all) }
        for client in clients.compactMap({ $0 }) + more {
            #expect(registry.unsubscribe(client) == true)
        }
        #expect(registry.count == 0)
    }

    @Test func anEmptyIndexFindsNothing() {
        let index = ObserverIndex()
        let observers = ContiguousArray<KeyboardObserver>()
        observers.withUnsafeBufferPointer { buffer in
            #expect(index.position(of: ObjectIdentifier(NSObject()), in: buffer) == nil)
        }
    }
}
