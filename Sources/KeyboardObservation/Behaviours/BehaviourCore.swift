import Foundation

/// What every adjustment behaviour shares: the pool it listens on, how it
/// animates, and what the keyboard is doing.
@MainActor
struct BehaviourCore {
    /// Held weakly: a behaviour is a client, not an owner, of its pool.
    private weak var pool: ObserverPool?
    private let animation: KeyboardAnimation
    private(set) var tracker = KeyboardFrameTracker()
    /// The payload of the last event taken into account.
    private(set) var lastInfo: KeyboardInfo?

    init(pool: ObserverPool, animation: KeyboardAnimation) {
        self.pool = pool
        self.animation = animation
    }

    /// Subscribes `client` to the events the tracker uses.
    func attach(_ client: any KeyboardObservable) {
        pool?.subscribe(client, to: KeyboardFrameTracker.events)
    }

    /// Unsubscribes `client`; a no-op when it is not subscribed.
    func detach(_ client: AnyObject) {
        pool?.unsubscribe(client)
    }

    /// Feeds one event to the tracker and returns `target` to re-measure;
    /// `nil` when the event changes nothing, or when the target is gone (then
    /// `client` is detached, so its observer leaves the pool).
    mutating func accept<Target>(
        _ event: KeyboardEvent, info: KeyboardInfo, target: Target?, for client: AnyObject
    ) -> Target? {
        guard tracker.update(event, info: info) else { return nil }
        lastInfo = info
        guard let target else {
            detach(client)
            return nil
        }
        return target
    }

    /// Applies `changes` with the event's timing, or at once when no event
    /// has been seen yet.
    func perform(_ info: KeyboardInfo?, _ changes: @escaping KeyboardAnimation.Changes) {
        if let info {
            animation.perform(info, changes)
        } else {
            changes()
        }
    }
}
