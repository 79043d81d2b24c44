import KeyboardObservation
import KeyboardObservationTestSupport

/// A signal one side opens and a task awaits: the way a test waits for work
/// on another executor or thread to reach a point, instead of polling for it.
///
/// Each ``open()`` lets one ``enter()`` through, whichever comes first: an
/// open with nobody waiting is kept for the next enter, and an enter with no
/// open kept suspends until the next open.
///
/// ```swift
/// let reached = Gate()
/// let worker = Task { reached.open(); await work() }
/// await reached.enter()   // the worker has reached `work()`
/// ```
final class Gate: Sendable {
    private struct State {
        var opensKept = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = LockIsolated(State())

    /// Lets the oldest waiting ``enter()`` through, or the next one; safe from any thread.
    func open() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiters.isEmpty else {
                state.opensKept += 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        waiter?.resume()
    }

    /// Returns once an ``open()`` is there for it, taking that open.
    func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let passes = state.withLock { state -> Bool in
                guard state.opensKept > 0 else {
                    state.waiters.append(continuation)
                    return false
                }
                state.opensKept -= 1
                return true
            }
            if passes { continuation.resume() }
        }
    }

    /// Opens not yet taken by an ``enter()``.
    var opensKept: Int { state.withLock { $0.opensKept } }
}

/// A gate as a pool's counters: opened each time a consumer of the pool's
/// `events()` streams starts waiting, so a test awaits that wait.
extension Gate: PoolCounting {
    func record(decodes: Int, added: Int, removed: Int) {}
    func consumerWaits() { open() }
}
