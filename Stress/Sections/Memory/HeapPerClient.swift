import Foundation
import KeyboardObservation

/// Section: heap bytes, from the allocator's own statistics, per
/// subscribed protocol client (over 100,000), beside one NotificationCenter
/// block observer per client (the baseline's way); and per `observe` token,
/// per `events()` sequence and per pool.
@MainActor
enum HeapPerClient {
    /// What is counted, each under its JSON key in `heap_bytes`.
    enum Way: String, ComparedWay {
        case protocolClient = "protocol_client"
        case observer = "observer_per_client"
        case token
        case asyncSequence = "async_sequence"
        case pool

        var label: String {
            switch self {
            case .protocolClient: "protocol client (pool.subscribe)"
            case .observer: "hand-written NotificationCenter observer per client"
            case .token: "observe token"
            case .asyncSequence: "events() sequence"
            case .pool: "pool (ObserverPool(notificationCenter:))"
            }
        }
    }

    /// One process's figures.
    struct Result: Codable {
        var clients: Int
        /// Heap bytes per item; `nil` when the allocator gives no statistics on this platform.
        var bytes: PerWay<Way, Double?>
        /// Per protocol client ÷ per hand-written observer (stored: the median ratio over processes).
        var clientOverObserver: Double?
        /// Per `observe` token ÷ per hand-written observer (stored likewise).
        var tokenOverObserver: Double?
    }

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
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
                    guard let client, let fields = HandwrittenDecode.fields(notification.userInfo, .uncheckedSwiftCasts) else { return }
                    MainActor.assumeIsolated {
                        client.consume(endFrame: fields.endFrame, duration: fields.duration, curve: fields.curve)
                    }
                })
            }
        }
        withExtendedLifetime((pool, center, tokens, clients, baselineClients)) {}
        let bytes = PerWay<Way, Double?>([
            poolBytes.map { Double($0) / Double(count) },
            baselineBytes.map { Double($0) / Double(count) },
            perItem(sizes.memoryTokens) { pool in pool.observe(events) { _, info in blackHole(info) } },
            perItem(sizes.memoryTokens) { pool in pool.events(events) },
            perPool(sizes.memoryPools),
        ])
        steps.stepEnded()
        return Result(
            clients: count,
            bytes: bytes,
            clientOverObserver: ratio(bytes[.protocolClient], bytes[.observer]),
            tokenOverObserver: ratio(bytes[.token], bytes[.observer])
        )
    }

    private static func ratio(_ numerator: Double?, _ denominator: Double?) -> Double? {
        guard let numerator, let denominator, denominator > 0 else { return nil }
        return numerator / denominator
    }

    /// Heap bytes per item for `count` items made by `make` on one pool, all held.
    private static func perItem<Item>(_ count: Int, _ make: (ObserverPool) -> Item) -> Double? {
        let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
        var items: [Item] = []
        items.reserveCapacity(count)
        let bytes = heapGrowth {
            for _ in 0..<count { items.append(make(pool)) }
        }
        withExtendedLifetime((pool, items)) {}
        return bytes.map { Double($0) / Double(count) }
    }

    /// Heap bytes per pool made as an app makes one, on a shared center.
    private static func perPool(_ count: Int) -> Double? {
        let center = NotificationCenter()
        var pools: [ObserverPool] = []
        pools.reserveCapacity(count)
        let bytes = heapGrowth {
            for _ in 0..<count { pools.append(ObserverPool(notificationCenter: center)) }
        }
        withExtendedLifetime(pools) {}
        return bytes.map { Double($0) / Double(count) }
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
