/// A subscription to an ``ObserverPool``, alive as long as this token.
///
/// ``ObserverPool/observe(_:followingLiveFrames:handler:)`` returns one. Keep it for as long as
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
public final class KeyboardSubscription: Hashable, Sendable {
    /// What cancelling does, behind the lock; `nil` once cancelled.
    typealias State = LockIsolated<CancelAction?>

    /// The cancel action, in a struct so the box stores the closure as it
    /// is: a bare function type in generic state would be wrapped in a
    /// reabstraction thunk, one more allocation per token.
    struct CancelAction {
        let run: @Sendable () -> Void
    }

    /// Shared with the subscription's observer, which checks it before each call.
    let state: State

    /// A token that runs `onCancel` once: on the first ``cancel()``, or when released.
    ///
    /// `onCancel` runs outside the lock, and is then released on the main
    /// queue with everything it captured.
    init(onCancel: @escaping @Sendable () -> Void) {
        state = State(CancelAction(run: onCancel))
    }

    deinit {
        cancel()
    }

    /// Whether ``cancel()`` has run (or the token is being released).
    var isCancelled: Bool {
        state.isCancelled
    }

    /// Stops the handler and removes its observer from the pool.
    ///
    /// Safe from any thread and safe to call more than once; only the first
    /// call does anything, and every call returns with the token cancelled.
    /// Called from inside the handler, it stops later events, including the
    /// rest of the current post's fan-out.
    public func cancel() {
        var onCancel: CancelAction?
        state.withLock { swap(&$0, &onCancel) }
        // NB: no local binding of the closure: off the main queue, this
        // thread must hold no reference once `release` hands it over.
        guard onCancel != nil else { return }
        onCancel?.run()
        MainQueue.release(&onCancel, leaving: nil)
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

extension LockIsolated where State == KeyboardSubscription.CancelAction? {
    /// Whether the token owning this state has been cancelled.
    var isCancelled: Bool {
        withLock { $0 == nil }
    }
}
