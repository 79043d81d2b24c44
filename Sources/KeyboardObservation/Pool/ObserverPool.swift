import Foundation

/// Delivers typed keyboard events to many clients from one set of
/// NotificationCenter registrations, holding every client weakly.
///
/// The pool registers once per event it needs, however many clients (the
/// will-events, which move its ``keyboardState``, and a did-event once a
/// client observes it), decodes a post once when some client observes it
/// (a post nobody observes only when the state is read), and fans the
/// ``KeyboardInfo`` out to the live clients that observe that event. It holds a small observer per
/// client strongly; each observer holds its client weakly, so no client is
/// kept alive and none has to unsubscribe. A client that dies subscribed
/// leaves a stray observer, which the periodic sweeper, ``sweep()``, or the
/// next fan-out that meets it evicts.
///
/// ```swift
/// let pool = ObserverPool()                      // or ObserverPool.shared
/// pool.subscribe(viewController, to: [.willShow, .willHide])
/// // … viewController is freed: nothing to undo.
/// ```
///
/// Delivery: a post on the main queue (UIKit's case) reaches clients before
/// `post` returns, so animations started in a handler join the keyboard's
/// own. A post from any other thread is decoded there and delivered on the
/// main actor, in posting order.
///
/// Lifetime: nothing keeps the pool alive but its owners — not its
/// registrations, not its sweeper, not a queued delivery. When the last
/// owner lets go, the registrations are removed and later posts reach none
/// of its clients.
public final class ObserverPool: Sendable {
    /// The pool behind ``KeyboardObservable/subscribeOnKeyboardNotifications(in:)``,
    /// on `NotificationCenter.default`.
    public static let shared = ObserverPool()

    /// How often the sweeper runs by default: every 30 seconds.
    ///
    /// Strays cost a few dozen bytes each, and any fan-out that meets one
    /// evicts it, so the sweeper is a backstop rather than a hot path.
    package static let defaultSweepInterval: TimeInterval = 30

    let storage: PoolStorage
    private let sweepTimer: (any SweepTimer)?

    /// Creates a pool listening on `notificationCenter`.
    ///
    /// ```swift
    /// let pool = ObserverPool(notificationCenter: NotificationCenter())   // a test's own
    /// let quiet = ObserverPool(sweepInterval: nil) { event, error in log(event, error) }
    /// ```
    ///
    /// - Parameters:
    ///   - notificationCenter: Where keyboard notifications are posted;
    ///     tests pass a fresh `NotificationCenter()`.
    ///   - sweepInterval: Seconds between sweeps of stray observers, on the
    ///     main queue; 30 by default. `nil`, zero, negative or non-finite
    ///     turns the periodic sweeper off (``sweep()`` and fan-outs still evict).
    ///   - onInvalidNotification: Called with each keyboard notification
    ///     whose `userInfo` did not decode, when the pool decodes it: on the
    ///     posting thread for a post some client observes; for a post no
    ///     client observes, on the thread that next needs the keyboard state
    ///     (or never, if the state settles without it). That post reaches no
    ///     client; later posts are unaffected.
    public convenience init(
        notificationCenter: NotificationCenter = .default,
        sweepInterval: TimeInterval? = 30,
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)? = nil
    ) {
        self.init(
            notificationCenter: notificationCenter,
            sweepInterval: sweepInterval,
            sweepScheduler: DispatchSweepScheduler(),
            onInvalidNotification: onInvalidNotification,
            counters: nil
        )
    }

    /// Creates a pool whose sweeper ticks on `sweepScheduler`; for the
    /// package's own tests (a manual scheduler, a queue of their own).
    package convenience init(
        notificationCenter: NotificationCenter,
        sweepInterval: TimeInterval?,
        sweepScheduler: any SweepScheduler,
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)? = nil
    ) {
        self.init(
            notificationCenter: notificationCenter,
            sweepInterval: sweepInterval,
            sweepScheduler: sweepScheduler,
            onInvalidNotification: onInvalidNotification,
            counters: nil
        )
    }

    /// Creates a pool that reports to `counters`; for the package's own harness and tests.
    ///
    /// - Parameters:
    ///   - notificationCenter: Where keyboard notifications are posted.
    ///   - sweepInterval: Seconds between sweeps; `nil` turns the sweeper off.
    ///   - sweepScheduler: The sweeper's time source.
    ///   - onInvalidNotification: Called with each post that did not decode.
    ///   - counters: Counts decodes and observers; `nil` counts nothing.
    package init(
        notificationCenter: NotificationCenter = .default,
        sweepInterval: TimeInterval?,
        sweepScheduler: any SweepScheduler = DispatchSweepScheduler(),
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)? = nil,
        counters: PoolCounters?
    ) {
        let storage = PoolStorage(
            notificationCenter: notificationCenter, onInvalidNotification: onInvalidNotification, counters: counters
        )
        self.storage = storage
        storage.listen(for: KeyboardEventMask(KeyboardEvent.movingKeyboardState).union(.liveFrames))
        if let sweepInterval, sweepInterval.isFinite, sweepInterval > 0 {
            sweepTimer = sweepScheduler.scheduleRepeating(every: sweepInterval) { [weak storage] in
                _ = storage?.sweep()
            }
        } else {
            sweepTimer = nil
        }
    }

    deinit {
        sweepTimer?.cancel()
        storage.close()
    }

    /// Starts delivering `events` to `client`.
    ///
    /// The client receives the events in both `events` and its own
    /// ``KeyboardObservable/observedKeyboardEvents`` (read now), so a client's
    /// declared set is honoured however it is subscribed. Subscribing a client
    /// again keeps one observer and replaces its events. A client subscribed
    /// from inside a handler receives the next post, not the one being
    /// delivered. A new client that happens to occupy a dead client's address
    /// takes over that stray observer's place.
    ///
    /// - Parameters:
    ///   - client: Held weakly; it never has to unsubscribe.
    ///   - events: The events to deliver; all six by default.
    @MainActor
    public func subscribe(
        _ client: any KeyboardObservable,
        to events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases)
    ) {
        subscribe(client, mask: KeyboardEventMask(events).intersection(KeyboardEventMask(client.observedKeyboardEvents)))
    }

    /// Subscribes `client` to exactly the events in `mask`.
    @MainActor
    func subscribe(_ client: any KeyboardObservable, mask: KeyboardEventMask) {
        storage.subscribe(client, mask: mask)
    }

    /// Stops delivery to `client`; a no-op when it is not subscribed.
    ///
    /// Safe from any thread. Called on the main actor during a fan-out, a
    /// client not yet reached is skipped.
    ///
    /// - Parameter client: A client passed to ``subscribe(_:to:)``.
    public func unsubscribe(_ client: AnyObject) {
        storage.unsubscribe(client)
    }

    /// Evicts every observer whose client has been deallocated; returns how many.
    ///
    /// Safe from any thread; O(observers) with the pool's lock held.
    @discardableResult
    public func sweep() -> Int {
        storage.sweep()
    }

    /// Observers held now, live and stray.
    public var count: Int {
        storage.count
    }
}
