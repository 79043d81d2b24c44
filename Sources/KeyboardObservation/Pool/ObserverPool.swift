import Foundation

/// Delivers typed keyboard events to many clients from one set of
/// NotificationCenter registrations, holding every client weakly.
///
/// The pool registers once for each of UIKit's six keyboard notifications,
/// however many clients, decodes each post once, when it arrives, and fans
/// the ``KeyboardInfo`` out to the live clients that observe it. It holds a
/// small observer object for each client, and the observer holds the client
/// weakly: a client that dies subscribed leaves a stray observer, which the
/// periodic sweeper, ``sweep()`` or the next fan-out that meets it evicts.
///
/// ```swift
/// pool.subscribe(self, to: [.willShow, .willHide])   // freed later: nothing to undo
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
    // NB: nonisolated(unsafe), because NotificationCenter's tokens are not
    // `Sendable`. Invariant: assigned once in `init`, read once in `deinit`,
    // where nothing else can reach the pool any more; removing an observer
    // is thread-safe in NotificationCenter. A breach shows under the thread
    // sanitizer (.ci/tsan.sh) in `ConcurrencyStormTests`
    // (`poolsReleasedWhileOtherThreadsPostDeliverNothingAfterRelease`), which
    // releases pools while other threads post on their center.
    private nonisolated(unsafe) let registrations: [any NSObjectProtocol]
    private let cancelSweeper: (@Sendable () -> Void)?

    /// Creates a pool.
    ///
    /// - Parameters:
    ///   - notificationCenter: Where keyboard notifications are posted; tests pass a fresh one.
    ///   - sweepInterval: Seconds between sweeps of stray observers, on the
    ///     main queue; `nil`, zero, negative or non-finite turns the sweeper off.
    ///   - onInvalidNotification: Called once with each post whose `userInfo`
    ///     does not decode, on the posting thread, as it arrives; that post
    ///     changes nothing and reaches no client.
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
        registrations = storage.register()
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
        for registration in registrations {
            storage.notificationCenter.removeObserver(registration)
        }
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
        let wanted = KeyboardEventMask(events).intersection(KeyboardEventMask(client.observedKeyboardEvents))
        storage.subscribe(.client(ClientReference(client)), to: wanted)
    }

    /// Stops delivery to `client`; a no-op when it is not subscribed. Safe
    /// from any thread: once this returns, no new call of the client begins,
    /// not even later in a fan-out already running.
    public func unsubscribe(_ client: AnyObject) { storage.unsubscribe(ObjectIdentifier(client)) }

    /// Evicts every observer whose client has been deallocated; returns how many. Safe from any thread.
    ///
    /// ```swift
    /// let evicted = pool.sweep()   // also runs by itself every 30 s
    /// print("\(evicted) strays evicted, \(pool.count) observers held")
    /// ```
    @discardableResult public func sweep() -> Int { storage.sweep() }

    /// Observers held now, live and stray.
    public var count: Int { storage.count }

    /// The keyboard now: up or down, and where. A plain read, safe from any thread.
    ///
    /// Every behavior on this pool measures from this one value, so one
    /// created while the keyboard is up applies it at once; a handler already
    /// sees the event being delivered. A pool knows only what it has received:
    /// ``shared`` starts listening when first used, and until a post arrives
    /// (or a keyboard layout guide it follows shows a keyboard) its
    /// placement is `.unknown`, which covers nothing. Touch it at launch if
    /// screens need the state from the start.
    ///
    /// ```swift
    /// let overlap = pool.keyboardState.overlap(in: view.keyboardViewGeometry)
    /// ```
    public var keyboardState: KeyboardState { storage.keyboardState }
}
