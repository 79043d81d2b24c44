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

    /// Events each screen observes per show + hide cycle.
    var perCycle: Int { self == .all ? 8 : 2 }
}

/// UIKit's show (four posts) and hide (four posts), posted on a center of
/// its own with the payloads of the next slot of a ring each cycle.
@MainActor
final class ShowPosts {
    let center = NotificationCenter()
    private(set) var cycles = 0
    private let ring: UIKitPayload.Ring

    private static let showNames = [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].map(\.notificationName)
    private static let hideNames = [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide].map(\.notificationName)

    init(ring: UIKitPayload.Ring) {
        self.ring = ring
    }

    /// `count` shows and hides, each with its ring slot's payloads.
    func cycle(_ count: Int = 1) {
        for _ in 0..<count {
            show(slot: cycles)
            hide(slot: cycles)
            cycles += 1
        }
    }

    /// The four posts of a show, with slot `slot`'s payload.
    func show(slot: Int) {
        let (show, _) = ring.pair(slot)
        for name in Self.showNames { center.post(name: name, object: nil, userInfo: show) }
    }

    /// The four posts of a hide, with slot `slot`'s payload.
    func hide(slot: Int) {
        let (_, hide) = ring.pair(slot)
        for name in Self.hideNames { center.post(name: name, object: nil, userInfo: hide) }
    }
}

/// Screens that count what they receive, and the events they observe: what
/// the pool's protocol clients and the hand-written observers deliver to.
@MainActor
struct ObservingScreens {
    let clients: [ProfileClient]
    let observes: ScreenEvents

    init(count: Int, observes: ScreenEvents) {
        clients = (0..<count).map { _ in ProfileClient() }
        self.observes = observes
    }

    /// Whether each screen received each observed event of `cycles` cycles, once.
    func receivedEach(cycles: Int) -> Bool {
        clients.allSatisfy { $0.received == cycles * observes.perCycle }
    }
}
