import Dispatch
import Foundation

/// The lock around an ``ObserverRegistry``, and the fan-out that reads it.
///
/// The public ``ObserverPool`` owns one storage; NotificationCenter blocks,
/// queued deliveries and the sweeper reference it weakly, so none of them
/// keeps the pool's clients reachable once the pool is gone.
final class PoolStorage: @unchecked Sendable {
    // NB: @unchecked Sendable. Invariants:
    // - `registry` and `isClosed` are read and written only with `lock` held;
    // - `mainMutations` is read and written only on the main queue;
    // - `onInvalidNotification` is immutable.
    // The storm and reentrancy tests exercise every path under the thread
    // sanitizer (`swift test --sanitize=thread`).
    private let lock = Lock()
    private var registry = ObserverRegistry()
    private var isClosed = false
    /// Counts changes to the observers made on the main queue, so a fan-out
    /// (always on the main queue) notices that a handler removed observers it
    /// has yet to reach, or changed their events.
    private var mainMutations: UInt = 0

    let onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?
    /// What the last delivered events say about the keyboard.
    let keyboardState = KeyboardStateStore()
    /// Counts decodes and observers for the Stress harness; `nil` in apps.
    let counters: PoolCounters?

    init(onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?, counters: PoolCounters? = nil) {
        self.onInvalidNotification = onInvalidNotification
        self.counters = counters
    }

    var count: Int {
        lock.withLock { registry.count }
    }

    @MainActor
    func subscribe(_ client: any KeyboardObservable, mask: KeyboardEventMask) {
        let change = lock.withLock {
            isClosed ? (created: false, evictedStray: false) : registry.subscribe(client, mask: mask)
        }
        mainMutations &+= 1
        if let counters {
            counters.recordObserversAdded(change.created ? 1 : 0)
            counters.recordObserversRemoved(change.evictedStray ? 1 : 0)
        }
    }

    func unsubscribe(_ client: AnyObject) {
        let removed = lock.withLock { registry.unsubscribe(client) }
        if removed {
            noteRemovalIfOnMain()
            counters?.recordObserversRemoved(1)
        }
    }

    /// Evicts stray observers. Off the main queue, the live clients the sweep
    /// had to load are released on the main queue, so a client whose last
    /// owner lets go meanwhile is never deinitialised on the sweeping thread.
    func sweep() -> Int {
        guard !MainQueue.isCurrent else {
            let evicted = lock.withLock { registry.sweep { _ in } }
            if evicted > 0 { mainMutations &+= 1 }
            counters?.recordObserversRemoved(evicted)
            return evicted
        }
        let loaded = ReleaseOnMain()
        let evicted = lock.withLock { registry.sweep { loaded.references.append($0) } }
        loaded.releaseOnMain()
        counters?.recordObserversRemoved(evicted)
        return evicted
    }

    /// Lets go of every observer; later deliveries reach nobody.
    func close() {
        let dropped = lock.withLock {
            isClosed = true
            let dropped = registry.count
            registry.removeAll()
            return dropped
        }
        counters?.recordObserversRemoved(dropped)
        noteRemovalIfOnMain()
    }

    /// Decodes a posted notification once and delivers it: at once on the
    /// main queue, or in posting order through the main queue otherwise.
    func receive(_ notification: Notification, as event: KeyboardEvent) {
        let info: KeyboardInfo
        do {
            info = try KeyboardInfo(notification: notification)
        } catch {
            onInvalidNotification?(event, error)
            return
        }
        counters?.recordDecode()
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { deliver(event, info) }
        } else {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.deliver(event, info) }
            }
        }
    }

    /// Calls every live client that observes `event`, outside the lock.
    ///
    /// Walks a snapshot of the observers (a retain of the registry's array; a
    /// change made meanwhile copies the array instead). Once a handler has
    /// changed the observers, each later one is checked against the registry
    /// first, so a client unsubscribed mid-fan-out is skipped and new events
    /// take effect at once.
    @MainActor
    func deliver(_ event: KeyboardEvent, _ info: KeyboardInfo) {
        keyboardState.record(event, info)
        lock.lock()
        var snapshot = isClosed ? [] : registry.observers
        lock.unlock()
        let mutationsAtStart = mainMutations
        var strays: [KeyboardObserver.Subscription] = []
        snapshot.withUnsafeBufferPointer { observers in
            for position in observers.indices where observers[position].observes(event) {
                if mainMutations != mutationsAtStart,
                   !stillObserves(observers[position].subscription(), event) { continue }
                guard let client = observers[position].loadClient() else {
                    strays.append(observers[position].subscription())
                    continue
                }
                client.receiveKeyboard(event, info: info)
            }
        }
        // The snapshot is let go with the lock held: a writer that then finds
        // the registry's array uniquely referenced changes it in place, and
        // the lock orders those writes after this walk's reads.
        let evicted = lock.withLock {
            snapshot = []
            return strays.reduce(0) { $0 + (registry.removeStray($1) ? 1 : 0) }
        }
        if !strays.isEmpty {
            mainMutations &+= 1
            counters?.recordObserversRemoved(evicted)
        }
    }

    private func stillObserves(_ subscription: KeyboardObserver.Subscription, _ event: KeyboardEvent) -> Bool {
        lock.withLock { !isClosed && registry.mask(of: subscription)?.contains(event) == true }
    }

    private func noteRemovalIfOnMain() {
        if MainQueue.isCurrent { mainMutations &+= 1 }
    }
}
