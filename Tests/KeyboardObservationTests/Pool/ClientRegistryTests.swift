import Testing
@testable import KeyboardObservation

/// The registry's subscription order, which every fan-out walks.
@MainActor
struct ClientRegistryTests {
    /// A client that lives only as long as the loop below holds it.
    private final class ShortLivedClient: KeyboardObservable {
        var observedKeyboardEvents: Set<KeyboardEvent> { [.willShow] }
        func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {}
    }

    /// Clients subscribed and released without a sweep: a new client at a
    /// freed one's address replaces its stray in place (the allocator hands
    /// the same address straight back), and the order it leaves behind is
    /// compacted as after a removal, never growing with subscriptions alone.
    @Test func subscribingOverStraysKeepsTheOrderBounded() {
        var registry = ClientRegistry()
        for _ in 0..<1_000 {
            let client = ShortLivedClient()
            _ = registry.subscribe(.client(ClientReference(client)), to: .allEvents)
        }
        // NB: where the allocator never reuses an address, every client stays
        // a stray of its own and the bound holds trivially; glibc's (Linux CI)
        // reuses it at once, where the old order grew to 1,000.
        #expect(registry.subscriptionOrder.count <= 2 * registry.count + 16)
    }

    /// A reveal behavior's follower measures where the others' writes put
    /// its field: it is called after every subscription that is not, made
    /// before or after it, also once removed places are dropped.
    @Test func followersCalledAfterOthersComeLastWhateverTheOrderTheySubscribedIn() {
        var registry = ClientRegistry()
        let reveal = KeyboardChangeFollower({ _ in }, calledAfterOthers: true)
        let first = KeyboardChangeFollower({ _ in })
        let laterReveal = KeyboardChangeFollower({ _ in }, calledAfterOthers: true)
        let client = ShortLivedClient()
        let reference = ClientReference(client)
        for follower in [reveal, first, laterReveal] {
            _ = registry.subscribe(.changes(follower), to: .allEvents)
        }
        _ = registry.subscribe(.client(reference), to: .allEvents)
        let expected: [AnyObject] = [first, reference, reveal, laterReveal]
        #expect(liveOrder(registry).elementsEqual(expected, by: ===))
        _ = registry.unsubscribe(ObjectIdentifier(reveal))
        for _ in 0..<40 {   // enough removals to drop their places, the reveal's too
            let passing = KeyboardChangeFollower({ _ in })
            _ = registry.subscribe(.changes(passing), to: .allEvents)
            _ = registry.unsubscribe(ObjectIdentifier(passing))
        }
        let last = KeyboardChangeFollower({ _ in })
        _ = registry.subscribe(.changes(last), to: .allEvents)
        let expectedAfterDrops: [AnyObject] = [first, reference, last, laterReveal]
        #expect(liveOrder(registry).elementsEqual(expectedAfterDrops, by: ===))
        withExtendedLifetime(client) {}
    }

    /// The objects of the subscriptions held, in the order a fan-out calls them.
    private func liveOrder(_ registry: ClientRegistry) -> [AnyObject] {
        registry.subscriptionOrder.filter { registry.isSubscribed($0, to: .allEvents) }.map(\.object)
    }
}
