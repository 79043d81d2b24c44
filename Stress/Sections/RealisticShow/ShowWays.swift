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

/// One way of getting UIKit's show and hide to some screens.
@MainActor
protocol ShowWay: AnyObject {
    var posts: ShowPosts { get }
    /// Whether every screen got what it should from every cycle.
    var deliveredExactly: Bool { get }
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

/// The pool, every screen a protocol client subscribed to its events.
@MainActor
final class PoolShow: ShowWay {
    let posts: ShowPosts
    private let screens: ObservingScreens
    private let pool: ProbedPool

    init(_ screens: ObservingScreens, ring: UIKitPayload.Ring) {
        posts = ShowPosts(ring: ring)
        self.screens = screens
        pool = ProbedPool(on: posts.center, subscribing: screens.clients, to: screens.observes.events)
    }

    /// Decodes per show + hide cycle (8 posts).
    var decodesPerCycle: Double { pool.decodes(per: posts.cycles) }

    var deliveredExactly: Bool { screens.receivedEach(cycles: posts.cycles) }
}

/// The pool, every screen a ``KeyboardConstraintBehavior`` measuring its view
/// and writing its constraint (behaviors observe every event).
@MainActor
final class BehaviorShow: ShowWay {
    let posts: ShowPosts
    private let screens: BehaviorScreens
    private let ring: UIKitPayload.Ring
    /// Whether a show moved every constraint and the hide put it back, each time it was checked.
    private var followed = true

    init(screens count: Int, ring: UIKitPayload.Ring) {
        posts = ShowPosts(ring: ring)
        screens = BehaviorScreens(count: count, on: posts.center)
        self.ring = ring
        checkFollowing()
    }

    /// Shows and hides once, untimed, checking every constraint after each.
    func checkFollowing() {
        let slot = posts.cycles
        posts.show(slot: slot)
        followed = followed && screens.firstMissing(FakeScreen.constant(keyboardHeight: ring.height(slot))) == nil
        posts.hide(slot: slot)
        followed = followed && screens.firstMissing(FakeScreen.baseConstant) == nil
    }

    var deliveredExactly: Bool { followed }
}

/// What a screen writes by hand: one block observer per observed event, each
/// decoding the three values it uses in one of ``HandwrittenDecode``'s spellings.
@MainActor
final class HandwrittenShow: ShowWay {
    let posts: ShowPosts
    private let screens: ObservingScreens
    private var tokens: [any NSObjectProtocol] = []

    init(_ screens: ObservingScreens, ring: UIKitPayload.Ring, spelling: HandwrittenDecode.Spelling) {
        posts = ShowPosts(ring: ring)
        self.screens = screens
        for screen in screens.clients {
            for event in screens.observes.events {
                tokens.append(posts.center.addObserver(forName: event.notificationName, object: nil, queue: nil) {
                    [weak screen] notification in
                    guard let screen, let fields = HandwrittenDecode.fields(notification.userInfo, spelling) else { return }
                    MainActor.assumeIsolated {
                        screen.consume(endFrame: fields.endFrame, duration: fields.duration, curve: fields.curve)
                    }
                })
            }
        }
    }

    var deliveredExactly: Bool { screens.receivedEach(cycles: posts.cycles) }
}
