import Foundation
import KeyboardObservation

/// One way of getting UIKit's show and hide to some screens.
@MainActor
protocol ShowWay: AnyObject {
    var posts: ShowPosts { get }
    /// Whether every screen got what it should from every cycle.
    var deliveredExactly: Bool { get }
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
