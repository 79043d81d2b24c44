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
    // - `mainRemovals` is read and written only on the main queue;
    // - `onInvalidNotification` is immutable.
    // The storm and reentrancy tests exercise every path under the thread
    // sanitizer (`swift test --sanitize=thread`).
    private let lock = Lock()
    private var registry = ObserverRegistry()
    private var isClosed = false
    /// Counts removals made on the main queue, so a fan-out (always on the
    /// main queue) notices that a handler removed observers it has yet to reach.
    private var mainRemovals: UInt = 0

    let onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?
    /// What the last delivered events say about the keyboard.
    let keyboardState = KeyboardStateStore()

    init(onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?) {
        self.onInvalidNotification = onInvalidNotification
    }

    var count: Int {
        lock.withLock { registry.count }
    }

    @MainActor
    func subscribe(_ client: any KeyboardObservable, mask: KeyboardEventMask) {
        lock.withLock {
            guard !isClosed else { return }
            registry.subscribe(client, mask: mask)
        }
    }

    func unsubscribe(_ client: AnyObject) {
        let removed = lock.withLock { registry.unsubscribe(client) }
        if removed { noteRemovalIfOnMain() }
    }

    /// Evicts stray observers. Off the main queue, the live clients the sweep
    /// had to load are released on the main queue, so a client whose last
    /// owner lets go meanwhile is never deinitialised on the sweeping thread.
    func sweep() -> Int {
        guard !MainQueue.isCurrent else {
            let evicted = lock.withLock { registry.sweep { _ in } }
            if evicted > 0 { mainRemovals &+= 1 }
            return evicted
        }
        let loaded = ReleaseOnMain()
        let evicted = lock.withLock { registry.sweep { loaded.references.append($0) } }
        loaded.releaseOnMain()
        return evicted
    }

    /// Lets go of every observer; later deliveries reach nobody.
    func close() {
        lock.withLock {
            isClosed = true
            registry.removeAll()
        }
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
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { deliver(event, info) }
        } else {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.deliver(event, info) }
            }
        }
    }

    /// Calls every live client that observes `event`, outside the lock.
    @MainActor
    func deliver(_ event: KeyboardEvent, _ info: KeyboardInfo) {
        keyboardState.record(event, info)
        lock.lock()
        let snapshot = isClosed ? [] : registry.observers
        lock.unlock()
        let removalsAtStart = mainRemovals
        var strays: [KeyboardObserver] = []
        for observer in snapshot where observer.mask.contains(event) {
            if mainRemovals != removalsAtStart, !isHeld(observer) { continue }
            guard let client = observer.client else {
                strays.append(observer)
                continue
            }
            client.receiveKeyboard(event, info: info)
        }
        if !strays.isEmpty {
            lock.withLock { for stray in strays { registry.remove(stray) } }
            mainRemovals &+= 1
        }
    }

    private func isHeld(_ observer: KeyboardObserver) -> Bool {
        lock.withLock { !isClosed && !observer.isRemoved }
    }

    private func noteRemovalIfOnMain() {
        if MainQueue.isCurrent { mainRemovals &+= 1 }
    }
}
