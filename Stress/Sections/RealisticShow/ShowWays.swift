import Foundation
import KeyboardObservation

/// Which events a screen observes in the realistic show.
enum ScreenEvents: String, CaseIterable, Codable {
    /// What most screens observe.
    case willShowHide
    /// Every event.
    case all

    var events: Set<KeyboardEvent> {
        switch self {
        case .willShowHide: [.willShow, .willHide]
        case .all: Set(KeyboardEvent.allCases)
        }
    }
}

/// One way of getting UIKit's show and hide to some screens, on its own
/// NotificationCenter, posting exactly what UIKit posts.
@MainActor
class ShowWay {
    let center = NotificationCenter()
    let screens: [ProfileClient]
    let observes: ScreenEvents
    private(set) var cycles = 0
    private let ring: UIKitPayload.Ring

    /// UIKit's four posts for a show, then its four for a hide.
    static let showNames = [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].map(\.notificationName)
    static let hideNames = [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide].map(\.notificationName)

    init(screens count: Int, observes: ScreenEvents, ring: UIKitPayload.Ring) {
        screens = (0..<count).map { _ in ProfileClient() }
        self.observes = observes
        self.ring = ring
    }

    /// One show and one hide, with the payloads of ring slot `cycles`.
    final func cycle(_ count: Int = 1) {
        for _ in 0..<count {
            let (show, hide) = ring.pair(cycles)
            for name in Self.showNames { center.post(name: name, object: nil, userInfo: show) }
            for name in Self.hideNames { center.post(name: name, object: nil, userInfo: hide) }
            cycles += 1
        }
    }

    /// Whether every screen received each observed event of every cycle, once.
    final var deliveredExactly: Bool {
        let perCycle = observes == .all ? 8 : 2
        return screens.allSatisfy { $0.received == cycles * perCycle }
    }
}

/// The pool, every screen subscribed to its events.
@MainActor
final class PoolShow: ShowWay {
    private var pool: ObserverPool?
    private var probe: PoolProbe?

    override init(screens count: Int, observes: ScreenEvents, ring: UIKitPayload.Ring) {
        super.init(screens: count, observes: observes, ring: ring)
        let (pool, probe) = PoolProbe.pool(on: center)
        for screen in screens { pool.subscribe(screen, to: observes.events) }
        self.pool = pool
        self.probe = probe
    }

    /// Decodes per show + hide cycle (8 posts).
    var decodesPerCycle: Double {
        cycles == 0 ? 0 : Double(probe?.decodes ?? 0) / Double(cycles)
    }
}

/// What a screen writes by hand: one block observer per observed event, each
/// decoding the three values it uses in one of ``HandwrittenDecode``'s spellings.
@MainActor
final class HandwrittenShow: ShowWay {
    private var tokens: [any NSObjectProtocol] = []

    init(screens count: Int, observes: ScreenEvents, ring: UIKitPayload.Ring, spelling: HandwrittenDecode.Spelling) {
        super.init(screens: count, observes: observes, ring: ring)
        for screen in screens {
            for event in observes.events {
                tokens.append(center.addObserver(forName: event.notificationName, object: nil, queue: nil) {
                    [weak screen] notification in
                    guard let screen, let fields = HandwrittenDecode.fields(notification.userInfo, spelling) else { return }
                    MainActor.assumeIsolated {
                        screen.consume(endFrame: fields.endFrame, duration: fields.duration, curve: fields.curve)
                    }
                })
            }
        }
    }
}
