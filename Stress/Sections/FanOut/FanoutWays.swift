import Foundation
import KeyboardObservation

/// One way of getting a keyboard notification to `clients`, on its own
/// NotificationCenter, posting the same payload as the others.
@MainActor
class FanoutWay {
    let center = NotificationCenter()
    let clients: [ProfileClient]
    private(set) var posted = 0
    private let name = KeyboardEvent.willChangeFrame.notificationName
    private let userInfo = SamplePayload.userInfo

    init(clients count: Int) {
        clients = (0..<count).map { _ in ProfileClient() }
    }

    /// Posts `count` notifications from the main thread, as UIKit does.
    final func post(_ count: Int) {
        for _ in 0..<count {
            center.post(name: name, object: nil, userInfo: userInfo)
        }
        posted += count
    }

    /// Whether every client has received every post, exactly once.
    final var deliveredExactly: Bool {
        clients.allSatisfy { $0.received == posted }
    }
}

/// `pool`: an ``ObserverPool`` with every client subscribed.
@MainActor
final class PoolWay: FanoutWay {
    private var pool: ProbedPool?

    override init(clients count: Int) {
        super.init(clients: count)
        pool = ProbedPool(on: center, subscribing: clients, to: Set(KeyboardEvent.allCases))
    }

    /// Decodes the pool made per post so far.
    var decodesPerPost: Double { pool?.decodes(per: posted) ?? 0 }
}

/// `baseline`, the report's hand-written column: what apps do today — one
/// block observer per client, each pulling the payload out of `userInfo`
/// with unchecked casts.
@MainActor
final class BaselineWay: FanoutWay {
    private var tokens: [any NSObjectProtocol] = []

    override init(clients count: Int) {
        super.init(clients: count)
        tokens = clients.map { client in
            center.addObserver(forName: KeyboardEvent.willChangeFrame.notificationName, object: nil, queue: nil) {
                [weak client] notification in
                guard let client, let fields = HandwrittenDecode.fields(notification.userInfo, .uncheckedSwiftCasts) else { return }
                MainActor.assumeIsolated {
                    client.consume(endFrame: fields.endFrame, duration: fields.duration, curve: fields.curve)
                }
            }
        }
    }
}

/// `floor`: the limit for a pool's design — one observer, one decode, then a
/// bare loop over a contiguous array of weak references: no lock, no
/// bookkeeping, no event filter.
@MainActor
final class FloorWay: FanoutWay {
    private let fanout: FloorFanout
    private var token: (any NSObjectProtocol)?

    override init(clients count: Int) {
        fanout = FloorFanout()
        super.init(clients: count)
        fanout.references = ContiguousArray(clients.map { WeakClientReference(client: $0) })
        token = center.addObserver(forName: KeyboardEvent.willChangeFrame.notificationName, object: nil, queue: nil) {
            [weak fanout] notification in
            guard let fanout, let info = try? KeyboardInfo(notification: notification) else { return }
            MainActor.assumeIsolated { fanout.deliver(.willChangeFrame, info) }
        }
    }
}

/// The floor's array of weak references and its loop.
@MainActor
final class FloorFanout {
    var references: ContiguousArray<WeakClientReference> = []

    func deliver(_ event: KeyboardEvent, _ info: KeyboardInfo) {
        references.withUnsafeBufferPointer { references in
            for index in references.indices {
                references[index].load()?.receiveKeyboard(event, info: info)
            }
        }
    }
}
