import Dispatch
import Foundation

/// A pool's shared part: its subscriptions and keyboard state under one
/// lock, and the delivery that reads them. ``ObserverPool`` owns it and
/// closes it when freed; notification blocks, queued deliveries and the
/// sweeper hold it weakly, tokens hold it to unsubscribe, and a followed
/// layout guide's tracking closure holds it until the pool closes.
///
/// One job per file: the registry (`PoolStorage+Registry`), posts
/// (`PoolStorage+Posts`), layout-guide and hardware-keyboard news
/// (`PoolStorage+GuideDelivery`, whose drag frames reach the behaviors
/// through ``KeyboardDragLane``), the fan-out they share
/// (`PoolStorage+FanOut`) and the trace taps (`PoolStorage+Taps`).
final class PoolStorage: Sendable {
    /// Everything about a pool that changes, as one value under one lock.
    struct State {
        var registry = ClientRegistry()
        var keyboard = KeyboardStateMachine()
        var isClosed = false
    }

    private let locked: LockIsolated<State>

    let notificationCenter: NotificationCenter
    let onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?
    let counters: (any PoolCounting)?
    /// The keyboard layout guides this pool follows, main-actor state of its own.
    let liveFrames: PoolLiveFrames
    /// The writers a drag's frames reach directly, main-actor state of its own.
    let dragLane: KeyboardDragLane
    /// What sees everything the pool takes in (a trace recorder); usually none.
    let taps: PoolTaps

    init(
        notificationCenter: NotificationCenter,
        onInvalidNotification: (@Sendable (KeyboardEvent, KeyboardInfoError) -> Void)?,
        counters: (any PoolCounting)?
    ) {
        self.notificationCenter = notificationCenter
        self.onInvalidNotification = onInvalidNotification
        self.counters = counters
        liveFrames = PoolLiveFrames()
        dragLane = KeyboardDragLane()
        taps = PoolTaps()
        let attached = HardwareKeyboardNotifications.attachedNow(for: notificationCenter)
        locked = LockIsolated(State(keyboard: KeyboardStateMachine(hardwareKeyboardAttached: attached)))
    }

    /// Runs `body` with the pool's lock held: the one way into the state,
    /// counted for the package's harness. The rules of ``LockIsolated/withLock(_:)`` apply.
    @inline(__always)
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        counters?.lockTaken()
        return locked.withLock(body)
    }

    var count: Int { withState { $0.registry.count } }

    var keyboardState: KeyboardState { withState { $0.keyboard.state } }

    /// Whether any subscription wants live frames.
    var wantsLiveFrames: Bool { withState { !$0.isClosed && $0.registry.liveFrameDemand > 0 } }

    /// Lets go of every subscription, and ends the drag lane; later posts reach nobody.
    func close() {
        let dropped = withState { state in
            state.isClosed = true
            return state.registry.removeAll()
        }
        counters?.count(removed: dropped)
        MainQueue.run { [dragLane, liveFrames] in
            dragLane.end()
            liveFrames.close()
        }
    }
}
