import Foundation
import KeyboardObservation

/// Section 5: bytes of heap per subscribed client, from the allocator's own
/// statistics, over 100,000 clients; beside the same for one NotificationCenter
/// block observer per client (the baseline's way).
@MainActor
enum HeapPerClient {
    struct Result {
        var clients: Int
        /// `nil` when the allocator gives no statistics on this platform.
        var poolBytesPerClient: Double?
        var baselineBytesPerClient: Double?
    }

    static func run(_ sizes: StressSizes) -> Result {
        let count = sizes.memoryClients
        // Separate clients for each way: the first weak reference to an object
        // allocates its side table, and each way must pay for its own.
        let clients = (0..<count).map { _ in ProfileClient() }
        let baselineClients = (0..<count).map { _ in ProfileClient() }
        let events = Set(KeyboardEvent.allCases)

        let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
        let poolBytes = heapGrowth {
            for client in clients { pool.subscribe(client, to: events) }
        }

        let center = NotificationCenter()
        var tokens: [any NSObjectProtocol] = []
        tokens.reserveCapacity(count)
        let baselineBytes = heapGrowth {
            for client in baselineClients {
                tokens.append(center.addObserver(forName: KeyboardEvent.willShow.notificationName, object: nil, queue: nil) {
                    [weak client] notification in
                    guard let client, let fields = UncheckedDecode.fields(notification.userInfo) else { return }
                    MainActor.assumeIsolated {
                        client.consume(endFrame: fields.endFrame, duration: fields.duration, curve: fields.curve)
                    }
                })
            }
        }
        withExtendedLifetime((pool, center, tokens, clients, baselineClients)) {}
        return Result(
            clients: count,
            poolBytesPerClient: poolBytes.map { Double($0) / Double(count) },
            baselineBytesPerClient: baselineBytes.map { Double($0) / Double(count) }
        )
    }

    /// Heap bytes still allocated after `body` that were not before it.
    private static func heapGrowth(_ body: () -> Void) -> Int? {
        guard let before = ProcessMemory.heapBytesInUse() else {
            body()
            return nil
        }
        body()
        return ProcessMemory.heapBytesInUse().map { $0 - before }
    }
}
