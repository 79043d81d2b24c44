import Foundation

/// Calls `onDeinit` when freed: a probe for what a handler captured.
final class DeinitProbe: Sendable {
    private let onDeinit: @Sendable () -> Void

    init(onDeinit: @escaping @Sendable () -> Void = {}) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

/// Yields until `condition` holds; `false` if it never did within `attempts` yields.
///
/// A deterministic wait for work on another executor (a task reaching a
/// suspension point): no clock, no timing assertion.
@MainActor
func yieldUntil(attempts: Int = 1_000_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<attempts {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
