/// A closure subscription to an ``ObserverPool``, alive as long as this token.
///
/// ``ObserverPool/observe(_:handler:)`` returns one. Keep it for as long as
/// the handler should run; call ``cancel()`` or let go of the token to stop.
/// A released token never fires again, and the pool drops its observer at
/// once (``ObserverPool/count`` goes down): a forgotten token cannot leak.
///
/// ```swift
/// final class KeyboardAnalytics {
///     private var subscriptions: Set<KeyboardSubscription> = []
///
///     @MainActor init(pool: ObserverPool = .shared) {
///         pool.observe([.willShow]) { _, info in
///             Analytics.log("keyboard", height: info.endFrame.height)
///         }
///         .store(in: &subscriptions)
///     }
/// }   // freed: its subscriptions are cancelled
/// ```
///
/// The token is `Sendable` and may be cancelled or released on any thread.
/// Once ``cancel()`` returns, no new call of the handler begins. The handler
/// (and what it captures) is released on the main queue. The token holds its
/// pool weakly: it does not keep the pool alive. Capture `self` weakly in a
/// handler whose token `self` stores, or the two keep each other alive.
public final class KeyboardSubscription: Hashable, @unchecked Sendable {
    // NB: @unchecked Sendable. `observer` and `gate` are immutable and
    // Sendable; `pool` is written only in `init`, and loading a weak reference
    // is atomic in the Swift runtime. Cancellation state lives in `gate`,
    // behind its lock.
    private let observer: MainQueueOwned<ClosureObserver>
    private let gate: SubscriptionGate
    private weak var pool: ObserverPool?

    init(pool: ObserverPool, observer: ClosureObserver, gate: SubscriptionGate) {
        self.pool = pool
        self.observer = MainQueueOwned(observer)
        self.gate = gate
    }

    deinit {
        cancel()
        observer.release()
    }

    /// Whether ``cancel()`` has run (or the token is being released).
    public var isCancelled: Bool {
        !gate.isOpen
    }

    /// Stops the handler and removes its observer from the pool.
    ///
    /// Safe from any thread and safe to call more than once; only the first
    /// call does anything. Called from inside the handler, it stops later
    /// events, including the rest of the current post's fan-out.
    public func cancel() {
        guard gate.close(), let client = observer.value else { return }
        pool?.unsubscribe(client)
    }

    /// Keeps this token in `set`, Combine-style; the set's owner controls its lifetime.
    ///
    /// - Parameter set: The set that will hold the token.
    public func store(in set: inout Set<KeyboardSubscription>) {
        set.insert(self)
    }

    /// Tokens are equal only to themselves.
    public static func == (lhs: KeyboardSubscription, rhs: KeyboardSubscription) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
