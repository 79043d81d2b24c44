import KeyboardObservation

// The library's one locked-value box, with the conveniences tests use to
// share a value between threads (the box is its own lock's only user).
extension LockIsolated {
    /// The value now, read under the lock.
    package var current: State { withLock { $0 } }
}

extension LockIsolated where State == Int {
    /// Adds one under the lock.
    package func increment() { withLock { $0 += 1 } }
}

extension LockIsolated where State: RangeReplaceableCollection {
    /// Appends under the lock.
    package func append(_ element: State.Element) { withLock { $0.append(element) } }

    /// Removes and returns everything appended so far.
    package func drain() -> State {
        withLock { value in
            defer { value.removeAll() }
            return value
        }
    }
}
