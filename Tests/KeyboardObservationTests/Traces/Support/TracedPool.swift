import Foundation
@testable import KeyboardObservation
import KeyboardObservationTesting

/// A pool on a private center, its simulator, and a record of what reached
/// the pool's subscribers: every event (live frames included), every change
/// of state, every malformed post it reported, and the insets a
/// content-inset behavior gave a full-screen scroll view on the phone.
@MainActor
final class TracedPool {
    let pool: ObserverPool
    let keyboard: KeyboardSimulator
    let scrollView = FakeScrollView()
    private let center = NotificationCenter()
    private let reports = Locked<[TracedPool.Report]>([])
    private var events: [TracedPool.Event] = []
    private var changes: [KeyboardChange] = []
    private var subscriptions: [KeyboardSubscription] = []
    private var behavior: KeyboardContentInsetBehavior?

    /// An event and its payload as a subscriber got it.
    struct Event: Hashable {
        var event: KeyboardEvent
        var info: KeyboardInfo
    }

    /// A malformed post, as `onInvalidNotification` reported it.
    struct Report: Hashable, Sendable {
        var event: KeyboardEvent
        var error: KeyboardInfoError
    }

    /// What the subscribers got, in order.
    struct Received: Hashable {
        var events: [TracedPool.Event]
        var changes: [KeyboardChange]
        var reports: [TracedPool.Report]
        var insets: KeyboardBottomInsets
        var state: KeyboardState
    }

    /// - Parameters:
    ///   - guide: How the simulated screen's layout guide lays out; `.followsKeyboard` as on a device.
    ///   - screen: The simulated screen.
    init(guide: SimulatedKeyboardGuide.Mode = .followsKeyboard, screen: CGRect = TestScreen.phone) {
        let reports = reports
        pool = ObserverPool(notificationCenter: center, sweepInterval: nil) { event, error in
            reports.append(Report(event: event, error: error))
        }
        keyboard = KeyboardSimulator(notificationCenter: center, screen: screen, postsScreen: true, guide: guide)
    }

    /// Subscribes the observers, following live frames as a behavior does, and the content-inset behavior.
    func subscribe() {
        subscriptions.append(
            pool.observe(followingLiveFrames: true) { [unowned self] event, info in
                events.append(Event(event: event, info: info))
            }
        )
        subscriptions.append(pool.observeChanges(followingLiveFrames: true) { [unowned self] in changes.append($0) })
        behavior = KeyboardContentInsetBehavior(target: scrollView, pool: pool, animation: .immediate)
    }

    /// What the subscribers got since they subscribed, or since the last ``forget()``.
    var received: Received {
        Received(
            events: events, changes: changes, reports: reports.current, insets: scrollView.keyboardBottomInsets,
            state: pool.keyboardState
        )
    }

    /// Forgets what the subscribers got so far (the insets and state stay what they are).
    func forget() {
        events = []
        changes = []
        reports.withValue { $0 = [] }
    }
}
