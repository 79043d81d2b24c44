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
}
