import Foundation

/// Delivers typed keyboard events to many clients from one set of
/// NotificationCenter registrations, holding every client weakly.
///
/// The pool registers once per event it needs, however many clients, decodes
/// a post once (and only when a client or the ``keyboardState`` needs it),
/// and fans the ``KeyboardInfo`` out to the live clients that observe it. A
/// client that dies subscribed leaves a stray observer, which the periodic
/// sweeper, ``sweep()`` or the next fan-out that meets it evicts.
///
/// ```swift
/// pool.subscribe(viewController, to: [.willShow, .willHide])   // freed later: nothing to undo
/// ```
///
/// A post on the main queue (UIKit's case) reaches clients before `post`
/// returns, so animations started in a handler join the keyboard's own; a
/// post from another thread arrives on the main actor, in posting order.
/// Nothing keeps the pool alive but its owners: when the last one lets go,
/// later posts reach none of its clients.
public final class ObserverPool: Sendable {
    /// The pool behind ``KeyboardObservable/subscribeOnKeyboardNotifications(in:)``,
    /// on `NotificationCenter.default`.
    public static let shared = ObserverPool()

    let storage: PoolStorage
    private let cancelSweeper: (@Sendable () -> Void)?

    /// Creates a pool.
    ///
    /// - Parameters:
    ///   - notificationCenter: Where keyboard notifications are posted; tests pass a fresh one.
    ///   - sweepInterval: Seconds between sweeps of stray observers, on the
    ///     main queue; `nil`, zero, negative or non-finite turns the sweeper off.
    ///   - onInvalidNotification: Called with each post whose `userInfo` did not
    ///     decode, when the pool decodes it; that post reaches no client.
    public convenience init(
        notificationCenter: NotificationCenter = .default,
        sweepInterval: TimeInterval? = 30,
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)? = nil
    ) {
        self.init(
            notificationCenter: notificationCenter, sweepInterval: sweepInterval,
            sweepScheduler: DispatchSweepScheduler(), onInvalidNotification: onInvalidNotification
        )
    }

    /// A pool whose sweeper ticks on `sweepScheduler` and that reports to
    /// `counters`: for the package's own tests and harness.
    package init(
        notificationCenter: NotificationCenter = .default,
        sweepInterval: TimeInterval?,
        sweepScheduler: any SweepScheduler,
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)? = nil,
        counters: (any PoolCounting)? = nil
    ) {
        let storage = PoolStorage(
            notificationCenter: notificationCenter, onInvalidNotification: onInvalidNotification, counters: counters
        )
        self.storage = storage
        storage.listen(for: PoolStorage.alwaysHeard)
        if let sweepInterval, sweepInterval.isFinite, sweepInterval > 0 {
            cancelSweeper = sweepScheduler.scheduleRepeating(every: sweepInterval) { [weak storage] in
                _ = storage?.sweep()
            }
        } else {
            cancelSweeper = nil
        }
    }

    deinit {
        cancelSweeper?()
        storage.close()
    }

    /// Starts delivering to `client` (held weakly) the events in both `events`
    /// and its own ``KeyboardObservable/observedKeyboardEvents`` (read now).
    ///
    /// Subscribing a client again keeps one observer and replaces its events;
    /// one subscribed inside a handler receives the next post, not this one.
    @MainActor
    public func subscribe(
        _ client: any KeyboardObservable,
        to events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases)
    ) {
        subscribe(client, mask: KeyboardEventMask(events).intersection(KeyboardEventMask(client.observedKeyboardEvents)))
    }

    @MainActor
    func subscribe(_ client: any KeyboardObservable, mask: KeyboardEventMask) {
        storage.subscribe(client, mask: mask)
    }

    /// Stops delivery to `client`, at once (even mid-fan-out); safe from any
    /// thread, a no-op when it is not subscribed.
    public func unsubscribe(_ client: AnyObject) { storage.unsubscribe(client) }

    /// Evicts every observer whose client has been deallocated; returns how many. Safe from any thread.
    @discardableResult public func sweep() -> Int { storage.sweep() }

    /// Observers held now, live and stray.
    public var count: Int { storage.count }

    /// The keyboard now: up or down, and where. Safe from any thread.
    ///
    /// Every behaviour on this pool measures from this one value, so one
    /// created while the keyboard is up applies it at once; a handler already
    /// sees the event being delivered. A pool knows only what it has received:
    /// ``shared`` starts listening when first used (touch it at launch if
    /// screens need the state from the start).
    ///
    /// ```swift
    /// let overlap = pool.keyboardState.overlap(in: view.keyboardViewGeometry)
    /// ```
    public var keyboardState: KeyboardState { storage.keyboardState }
}
