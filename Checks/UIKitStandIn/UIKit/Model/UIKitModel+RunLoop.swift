import Foundation

// Model: the main run loop. A turn is: its sources (a touch, a timer, what
// UIKit does on the turn after something: the scenario's own calls between
// turns count as sources), then the blocks queued on the main dispatch queue
// so far, then the layout pass of every visible window (Core Animation's
// commit, "at the bottom of the run loop": swift-corelibs-foundation
// `CFRunLoop.c` services the main queue before the before-waiting observers
// that commit; Apple's `setNeedsLayout()` documentation: "the next update
// cycle"). A block queued during the drain or the pass runs in the next turn.
// Time moves only through `advance(by:)`; timers (a keyboard's did-posts at
// the end of its animation) fire as the sources of their own turns.

extension UIKitModel {
    /// A block due at a time on the model's clock.
    struct Timer {
        var time: TimeInterval
        var order: Int
        var action: () -> Void
    }

    /// Ends this turn (the main queue's blocks queued so far, then the layout
    /// pass) and begins the next with its sources.
    public func turn() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { UIKitModel.current.commit() }
                continuation.resume()
            }
        }
        turnNumber += 1
        let sources = nextTurnSources
        nextTurnSources = []
        for source in sources { source() }
    }

    /// Runs `count` turns.
    public func turns(_ count: Int) async {
        for _ in 0..<count { await turn() }
    }

    /// Ends this turn, then moves the clock by `interval`, each timer that
    /// falls due firing as the source of a turn of its own.
    public func advance(by interval: TimeInterval) async {
        let end = now + interval
        await turn()
        while let next = timers.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }), next.time <= end {
            timers.removeAll { $0.order == next.order }
            now = next.time
            next.action()
            await turn()
        }
        now = end
    }

    /// Runs `source` at the start of the next turn.
    func onNextTurn(_ source: @escaping () -> Void) { nextTurnSources.append(source) }

    /// Runs `action` as a source once the clock has moved by `delay`.
    func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
        timerOrder += 1
        timers.append(Timer(time: now + delay, order: timerOrder, action: action))
    }

    /// The layout pass at the end of a turn: every visible window, in order.
    func commit() {
        for window in windows where !window.isHidden { window.layoutIfNeeded() }
    }
}
