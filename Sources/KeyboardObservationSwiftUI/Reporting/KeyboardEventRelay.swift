import KeyboardObservation

/// What `onKeyboardEvent(_:pool:perform:)` keeps for one view: a
/// subscription while the view is on screen, decided here as a plain class
/// (tested without SwiftUI).
///
/// SwiftUI says when a view appears and disappears (`onAppear`,
/// `onDisappear`), and may say so more than once; the relay subscribes on
/// appearing (once, however often it is told), cancels on disappearing, and
/// subscribes again with new events or a new pool while on screen. Each call
/// goes to the latest `action` the view gave, so a closure that captures
/// new view state is the one called.
@MainActor
final class KeyboardEventRelay {
    /// What is called for each event; replaced on each update of the view.
    var action: @MainActor (KeyboardEvent, KeyboardInfo) -> Void = { _, _ in }
    private var subscription: KeyboardSubscription?
    private var subscribedEvents: Set<KeyboardEvent> = []
    private weak var subscribedPool: ObserverPool?

    /// Whether the view is subscribed now.
    var isSubscribed: Bool { subscription != nil }

    /// The view appeared, or changed its events or pool while on screen.
    func appear(events: Set<KeyboardEvent>, pool: ObserverPool) {
        guard subscription == nil || events != subscribedEvents || pool !== subscribedPool else { return }
        subscription = pool.observe(events) { [weak self] event, info in self?.action(event, info) }
        subscribedEvents = events
        subscribedPool = pool
    }

    /// The view's events or pool changed: subscribes again if it is on screen.
    func update(events: Set<KeyboardEvent>, pool: ObserverPool) {
        guard subscription != nil else { return }
        appear(events: events, pool: pool)
    }

    /// The view disappeared: no more calls.
    func disappear() {
        subscription?.cancel()
        subscription = nil
    }
}
