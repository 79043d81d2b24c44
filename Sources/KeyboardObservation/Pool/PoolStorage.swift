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
    private let lock = LockIsolated(())
    private var registry = ObserverRegistry()
    private var isClosed = false
    /// Counts changes to the observers made on the main queue, so a fan-out
    /// (always on the main queue) notices that a handler removed observers it
    /// has yet to reach, or changed their events.
    private var mainMutations: UInt = 0

    let onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?
    /// What the last delivered events say about the keyboard.
    let keyboardState = LockIsolated(KeyboardState.hidden)
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

    /// Evicts stray observers.
    ///
    /// Loading a weak reference makes a strong one, and if another thread
    /// lets go of a client meanwhile, the sweep's reference is the last: the
    /// client is deinitialised where the sweep drops it. So the weak
    /// references are loaded on a snapshot, outside the lock (a `deinit` may
    /// re-enter the pool), and the strays found are then evicted by position
    /// under the lock, which loads nothing. Off the main queue, the live
    /// clients loaded are handed to the main queue to be dropped there (a
    /// main-actor client must not be deinitialised on a sweeping thread).
    func sweep() -> Int {
        let onMain = MainQueue.isCurrent
        var loaded: [AnyObject] = []
        var snapshot: ContiguousArray<KeyboardObserver> = []
        var version: UInt64 = 0
        lock.withLock {
            snapshot = registry.observers
            version = registry.version
        }
        var strays = [Bool](repeating: false, count: snapshot.count)
        var found = 0
        snapshot.withUnsafeBufferPointer { observers in
            for position in observers.indices {
                if let client = observers[position].loadClient() {
                    if !onMain { loaded.append(client) }
                } else {
                    strays[position] = true
                    found += 1
                }
            }
        }
        let evicted = lock.withLock {
            // Let go of the snapshot under the lock, as `deliver` does.
            snapshot = []
            guard found > 0 else { return 0 }
            if let evicted = registry.evict(strays: strays, ifUnchangedSince: version) { return evicted }
            // Changed meanwhile: sweep in place, keeping every client it loads
            // so none is dropped with the lock held.
            return registry.sweep { loaded.append($0) }
        }
        if onMain {
            if evicted > 0 { mainMutations &+= 1 }
        } else {
            MainQueue.release(&loaded, leaving: [])
        }
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
        keyboardState.withLock { $0.apply(event, info: info) }
        var snapshot = lock.withLock { isClosed ? [] : registry.observers }
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
