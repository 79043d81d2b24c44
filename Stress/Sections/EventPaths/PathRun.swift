import Foundation
import KeyboardObservation

/// One path's pool, client and counters.
@MainActor
final class PathRun {
    private let center = NotificationCenter()
    private let pool: ObserverPool
    private let ring: UIKitPayload.Ring
    private let client = PathClient()
    private var token: KeyboardSubscription?
    private var consumer: Task<Void, Never>?
    private var posted = 0
    private var received = 0
    /// Main-queue turns run while waiting for elements.
    private var turns = 0

    init(path: EventPaths.Path, ring: UIKitPayload.Ring) {
        self.ring = ring
        pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let events: Set<KeyboardEvent> = [.willShow, .willHide]
        switch path {
        case .protocolClient:
            client.onEvent = { [unowned self] info in arrived(info) }
            pool.subscribe(client, to: events)
        case .observe:
            token = pool.observe(events) { [unowned self] _, info in arrived(info) }
        case .events:
            let sequence = pool.events(events)
            consumer = Task { @MainActor [unowned self] in
                for await (_, info) in sequence { arrived(info) }
            }
        case .bareStream:
            let (sequence, continuation) = AsyncStream.makeStream(of: (event: KeyboardEvent, info: KeyboardInfo).self)
            client.onEvent = { info in continuation.yield((event: .willShow, info: info)) }
            pool.subscribe(client, to: events)
            consumer = Task { @MainActor [unowned self] in
                for await (_, info) in sequence { arrived(info) }
            }
        }
    }

    private func arrived(_ info: KeyboardInfo) {
        blackHole(info.endFrame.height + info.animationDuration)
        received += 1
    }

    /// Posts `count` events one at a time, running the main queue until each arrives.
    func deliver(_ count: Int) {
        for _ in 0..<count {
            let (show, hide) = ring.pair(posted / 2)
            let isShow = posted.isMultiple(of: 2)
            posted += 1
            center.post(name: (isShow ? KeyboardEvent.willShow : .willHide).notificationName, object: nil,
                        userInfo: isShow ? show : hide)
            while received < posted {
                // No deadline: a deadline arms and cancels a dispatch timer
                // every turn, main-thread work of the harness, not of the path.
                _ = RunLoop.main.run(mode: .default, before: .distantFuture)
                turns += 1
            }
        }
    }

    /// Main-queue turns between a post and the element's arrival, on average.
    ///
    /// Each turn of the main run loop drains the main queue once, blocking
    /// until there is something to drain; a delivery that needs another hop
    /// after the first lands on the queue during that drain and needs another
    /// turn. A synchronous delivery needs none.
    func hopsPerElement(_ count: Int) -> Double {
        turns = 0
        deliver(count)
        return Double(turns) / Double(count)
    }

    var deliveredExactly: Bool { received == posted }
}

/// A protocol client that hands each event to a closure.
@MainActor
final class PathClient: KeyboardObservable {
    var onEvent: (KeyboardInfo) -> Void = { _ in }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        onEvent(info)
    }
}
