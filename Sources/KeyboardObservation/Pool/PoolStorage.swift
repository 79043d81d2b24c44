import Dispatch
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pool's observers, keyboard state and registrations under one lock, and
/// the fan-out that reads them. ``ObserverPool`` owns it; NotificationCenter
/// blocks, queued deliveries and the sweeper hold it weakly.
final class PoolStorage: Sendable {
    private struct Locked {
        var registry = ObserverRegistry()
        var state = PendingKeyboardState()
        /// What is registered with the notification center, and the tokens that remove it.
        var registered: KeyboardEventMask = []
        var tokens: [any NSObjectProtocol] = []
        var isClosed = false
    }

    /// What a pool listens for from the start: what moves the keyboard state.
    static let alwaysHeard = KeyboardEventMask(KeyboardEvent.movingKeyboardState, followingLiveFrames: true)

    private let locked = LockIsolated(Locked())
    /// Counts changes to the observers made on the main queue, so a fan-out
    /// notices a handler that removed observers or changed their events.
    @MainActor private var mainMutations: UInt = 0

    let notificationCenter: NotificationCenter
    let onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?
    let counters: (any PoolCounting)?

    init(
        notificationCenter: NotificationCenter,
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?,
        counters: (any PoolCounting)?
    ) {
        self.notificationCenter = notificationCenter
        self.onInvalidNotification = onInvalidNotification
        self.counters = counters
    }

    var count: Int { locked.withLock { $0.registry.count } }

    var keyboardState: KeyboardState {
        let (current, resolution) = locked.withLock { $0.state.current() }
        report(resolution)
        return current
    }

    @MainActor
    func subscribe(_ client: any KeyboardObservable, mask: KeyboardEventMask) {
        let change = locked.withLock {
            $0.isClosed ? (created: false, evictedStray: false) : $0.registry.subscribe(client, mask: mask)
        }
        listen(for: mask)
        mainMutations &+= 1
        counters?.count(added: change.created ? 1 : 0, removed: change.evictedStray ? 1 : 0)
    }

    func unsubscribe(_ client: AnyObject) {
        noteRemoval(locked.withLock { $0.registry.unsubscribe(client) } ? 1 : 0)
    }

    func unsubscribe(deinitializing id: ObjectIdentifier) {
        noteRemoval(locked.withLock { $0.registry.unsubscribe(deinitializing: id) } ? 1 : 0)
    }

    func isSubscribed(_ id: ObjectIdentifier) -> Bool { locked.withLock { $0.registry.contains(id) } }

    /// Registers with the notification center for every bit of `mask` not
    /// registered yet: a did-event only once a client observes it.
    func listen(for mask: KeyboardEventMask) {
        let missing = locked.withLock { locked in
            let missing = locked.isClosed ? [] : mask.subtracting(locked.registered)
            locked.registered = locked.registered.union(missing)
            return missing
        }
        guard !missing.isEmpty else { return }
        // One registration per event; `nil` stands for live frames.
        let events = KeyboardEvent.allCases.filter(missing.contains) + (missing.contains(.liveFrames) ? [nil] : [])
        let tokens = events.map { event in
            notificationCenter.addObserver(
                forName: event?.notificationName ?? KeyboardLiveFrame.notificationName, object: nil, queue: nil
            ) { [weak self] notification in
                if let event { self?.receive(notification, as: event) } else { self?.receiveLiveFrame(notification) }
            }
        }
        let closedMeanwhile = locked.withLock {
            $0.tokens += tokens
            return $0.isClosed
        }
        if closedMeanwhile { removeRegistrations() }
    }

    /// Evicts stray observers. A loaded weak reference may turn out to be the
    /// client's last, and its `deinit` may re-enter the pool: so references
    /// are loaded on a snapshot, outside the lock, strays evicted by position
    /// under it, and off the main queue the loaded clients let go there.
    func sweep() -> Int {
        let onMain = MainQueue.isCurrent
        var loaded: [AnyObject] = []
        var (snapshot, version) = locked.withLock { ($0.registry.observers, $0.registry.version) }
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
        let evicted = locked.withLock { locked in
            snapshot = []   // let go under the lock, as `fanOut` does
            guard found > 0 else { return 0 }
            // Changed meanwhile: sweep in place, keeping each client loaded until the lock is released.
            return locked.registry.evict(strays: strays, ifUnchangedSince: version)
                ?? locked.registry.sweep { loaded.append($0) }
        }
        if !onMain { MainQueue.release(&loaded, leaving: []) }
        noteRemoval(evicted)
        return evicted
    }

    /// Lets go of every observer and registration.
    func close() {
        let dropped = locked.withLock {
            $0.isClosed = true
            let dropped = $0.registry.count
            $0.registry.removeAll()
            return dropped
        }
        removeRegistrations()
        noteRemoval(dropped)
    }

    private func removeRegistrations() {
        let tokens = locked.withLock { locked in
            defer { locked.tokens = [] }
            return locked.tokens
        }
        for token in tokens {
            notificationCenter.removeObserver(token)
        }
    }

    /// Takes one post: on the main queue it is delivered before this returns,
    /// decoded only if a client observes it; from another thread it is
    /// decoded there and delivered through the main queue, in posting order.
    func receive(_ notification: Notification, as event: KeyboardEvent) {
        let post = UndecodedPost(event: event, userInfo: notification.userInfo)
        guard MainQueue.isCurrent else {
            guard let info = decode(post) else { return }
            return MainQueue.run { [weak self] in self?.deliver(event, info) }
        }
        let resolution: PendingKeyboardState.Resolution? = locked.withLock {
            if $0.isClosed { return .init() }
            if $0.registry.observed.contains(event) { return nil }
            return event.movesKeyboardState ? $0.state.keep(post) : .init()
        }
        if let resolution { return report(resolution) }
        guard let info = decode(post) else { return }
        MainActor.assumeIsolated { deliver(event, info) }
    }

    private func decode(_ post: UndecodedPost) -> KeyboardInfo? {
        counters?.count(decodes: 1)
        do {
            return try post.decode()
        } catch {
            onInvalidNotification?(post.event, error)
            return nil
        }
    }

    /// Takes one live frame: applied to the state and, when it moved a shown
    /// keyboard, delivered as an unanimated `willChangeFrame` to the observers
    /// of live frames, through the main queue when posted elsewhere.
    func receiveLiveFrame(_ notification: Notification) {
        guard let frame = KeyboardLiveFrame.frame(in: notification) else { return }
        MainQueue.run { [weak self] in self?.deliverLiveFrame(frame) }
    }

    @MainActor
    private func deliverLiveFrame(_ frame: CGRect) {
        var (before, changed, resolution, snapshot) = locked.withLock { locked in
            let (before, changed, resolution) = locked.state.applyLiveFrame(frame)
            let fansOut = changed && !locked.isClosed && locked.registry.observed.contains(.liveFrames)
            return (before, changed, resolution, fansOut ? locked.registry.observers : [])
        }
        report(resolution)
        guard changed else { return }
        let info = KeyboardInfo(
            beginFrame: before.frame ?? frame, endFrame: frame, animationDuration: 0,
            animationCurve: before.info?.animationCurve ?? .keyboard, isLocal: before.info?.isLocal
        )
        fanOut(&snapshot, .liveFrames, as: .willChangeFrame, info)
    }

    /// Applies a decoded event to the state, then fans it out.
    @MainActor
    func deliver(_ event: KeyboardEvent, _ info: KeyboardInfo) {
        var (resolution, snapshot) = locked.withLock {
            ($0.state.apply(event, info: info), $0.isClosed ? [] : $0.registry.observers)
        }
        report(resolution)
        fanOut(&snapshot, KeyboardEventMask(rawValue: event.bit), as: event, info)
    }

    /// Calls every live client in `snapshot` whose observer wants `wanted`,
    /// outside the lock. Once a handler has changed the observers, each later
    /// one is checked against the registry first (unsubscribed: skipped).
    @MainActor
    private func fanOut(
        _ snapshot: inout ContiguousArray<KeyboardObserver>, _ wanted: KeyboardEventMask,
        as event: KeyboardEvent, _ info: KeyboardInfo
    ) {
        let mutationsAtStart = mainMutations
        var strays: [KeyboardObserver.Subscription] = []
        snapshot.withUnsafeBufferPointer { observers in
            for position in observers.indices where observers[position].observes(wanted) {
                if mainMutations != mutationsAtStart,
                   !stillObserves(observers[position].subscription(), wanted) { continue }
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
        let evicted = locked.withLock { locked in
            snapshot = []
            return strays.reduce(0) { $0 + (locked.registry.removeStray($1) ? 1 : 0) }
        }
        if !strays.isEmpty { mainMutations &+= 1 }
        counters?.count(removed: evicted)
    }

    private func report(_ resolution: PendingKeyboardState.Resolution) {
        guard resolution.decodes > 0 else { return }
        counters?.count(decodes: resolution.decodes)
        for (event, error) in resolution.rejected {
            onInvalidNotification?(event, error)
        }
    }

    private func stillObserves(_ subscription: KeyboardObserver.Subscription, _ wanted: KeyboardEventMask) -> Bool {
        locked.withLock { !$0.isClosed && $0.registry.mask(of: subscription)?.contains(wanted) == true }
    }

    /// Tells the counters, and a fan-out in progress on the main queue.
    private func noteRemoval(_ removed: Int) {
        guard removed > 0 else { return }
        counters?.count(removed: removed)
        if MainQueue.isCurrent { MainActor.assumeIsolated { mainMutations &+= 1 } }
    }
}

/// The one platform-neutral entry for live keyboard frames: the UIKit layer
/// (from the keyboard layout guide) and `KeyboardSimulator.drag(height:)`
/// post them on a NotificationCenter, so a frame moves exactly the pools
/// listening there, in posting order.
package enum KeyboardLiveFrame {
    /// The notification a live frame travels in.
    package static let notificationName = Notification.Name("KeyboardObservationLiveFrameNotification")
    /// The `userInfo` key of the frame: an `NSValue` rect, in screen coordinates.
    package static let frameKey = "KeyboardObservationLiveFrame"

    /// Reports the keyboard's frame, in screen coordinates, to the pools on `center`.
    package static func report(_ frame: CGRect, on center: NotificationCenter) {
        center.post(name: notificationName, object: nil, userInfo: [frameKey: RectValue.make(frame)])
    }

    /// The frame a live-frame notification carries; `nil` unless a finite rect.
    static func frame(in notification: Notification) -> CGRect? {
        try? UserInfoReader.rect(notification.userInfo?[frameKey], key: frameKey)
    }
}
