import Foundation
import KeyboardObservation

/// A list that any thread may append to: bad-post reports, sequences seen
/// by background workers, objects handed between threads.
final class LockedList<Element: Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable. `elements` is read and written only with
    // `lock` held, and its elements are themselves Sendable. The storm
    // tests append from several threads under the thread sanitizer.
    private let lock = NSLock()
    private var elements: [Element] = []

    init() {}

    func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }

    /// Removes and returns everything appended so far.
    func drain() -> [Element] {
        lock.lock()
        defer { lock.unlock() }
        let drained = elements
        elements.removeAll()
        return drained
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return elements.count
    }
}

/// One report from a pool's `onInvalidNotification`.
struct InvalidPost: Equatable, Sendable {
    let event: KeyboardEvent
    let error: KeyboardInfoError
}

extension LockedList where Element == InvalidPost {
    /// An `onInvalidNotification` hook that appends here and, while the pool
    /// that owns the hook lives, keeps `sentinel` alive.
    func recorder(keeping sentinel: Sentinel? = nil) -> @Sendable (KeyboardEvent, KeyboardInfoError) -> Void {
        { event, error in
            withExtendedLifetime(sentinel) { self.append(InvalidPost(event: event, error: error)) }
        }
    }
}
