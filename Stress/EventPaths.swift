import Foundation
import KeyboardObservation

/// Section 7: main-thread ns per event, and main-queue hops per element,
/// for the three ways a client gets events: a protocol client, `observe`,
/// and an `events()` sequence consumed by a main-actor task. One event at a
/// time (willShow, willHide, …), each posted on the main thread as UIKit
/// does, the next only once the last has arrived.
@MainActor
enum EventPaths {
    struct Result: Codable {
        var protocolNanoseconds: Double
        var observeNanoseconds: Double
        var eventsNanoseconds: Double
        var protocolHops: Double
        var observeHops: Double
        var eventsHops: Double
        /// `events()` ÷ protocol client (stored: the median ratio over processes).
        var eventsOverProtocol: Double
        var deliveredExactly: Bool
    }

    static func run(_ sizes: StressSizes) -> Result {
        let ring = UIKitPayload.ring()
        let count = sizes.pathEvents
        let ways = [Path.protocolClient, .observe, .events].map { PathRun(path: $0, ring: ring) }
        for way in ways { way.deliver(16) }
        let nanoseconds = Measure.interleavedMedians(repetitions: sizes.pathRepetitions, ways.map { way in
            { Measure.nanoseconds { way.deliver(count) } / Double(count) }
        })
        let hops = ways.map { way in way.hopsPerElement(count) }
        return Result(
            protocolNanoseconds: nanoseconds[0], observeNanoseconds: nanoseconds[1], eventsNanoseconds: nanoseconds[2],
            protocolHops: hops[0], observeHops: hops[1], eventsHops: hops[2],
            eventsOverProtocol: nanoseconds[2] / nanoseconds[0],
            deliveredExactly: ways.allSatisfy(\.deliveredExactly)
        )
    }

    enum Path { case protocolClient, observe, events }
}

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
