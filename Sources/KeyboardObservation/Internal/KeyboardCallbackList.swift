/// Closures that each return whether they want more calls: how the UIKit
/// layer's hidden views (the layout-guide tracker, the geometry observer)
/// keep the closures of every behavior that uses them.
///
/// A class, not a struct: a closure may add another to the same list while
/// it is called (a behavior created or enabled inside another's callback),
/// and a mutating call on a struct in a view's stored property would hold
/// exclusive access to it for the whole call.
///
/// The closures are a chain of entries, not an array: walking it needs no
/// type of the list's generic argument, so a caller in another module (the
/// simulator's guide), which calls the unspecialized code, looks nothing up
/// in the runtime's generic-type cache on each call, as walking an array of
/// generic entries does.
@MainActor
package final class KeyboardCallbackList<Argument> {
    /// One closure, whether it still wants calls, and the next entry.
    /// Dropped closures are marked first, and unlinked once no call is
    /// running, so a call nested inside another (a callback that lays out
    /// the view whose list is being called) never calls the wrong one, and
    /// no walk under way loses its place.
    private final class Entry {
        let callback: @MainActor (Argument) -> Bool
        var wantsCalls = true
        var next: Entry?

        init(_ callback: @escaping @MainActor (Argument) -> Bool) { self.callback = callback }
    }

    private var first: Entry?
    private var last: Entry?
    /// How many calls of ``callAll(with:)`` are running (more than one when nested).
    private var runningCalls = 0
    /// Whether a closure declined since the chain was last tidied.
    private var hasDropped = false

    package nonisolated init() {}

    /// Whether no closure wants more calls.
    package var isEmpty: Bool {
        var entry = first
        while let current = entry {
            if current.wantsCalls { return false }
            entry = current.next
        }
        return true
    }

    /// Adds `callback`, called from the next ``callAll(with:)`` on.
    package func append(_ callback: @escaping @MainActor (Argument) -> Bool) {
        let entry = Entry(callback)
        if let last { last.next = entry } else { first = entry }
        last = entry
    }

    /// Calls each closure with `argument`, in the order added, and drops
    /// those that return `false`. A closure added while they run is kept,
    /// and first called next time; one dropped while they run (by a nested
    /// call) is not called again. Nothing is allocated.
    package func callAll(with argument: Argument) {
        guard let end = last else { return }
        runningCalls += 1
        var entry = first
        while let current = entry {
            if current.wantsCalls, !current.callback(argument) {
                current.wantsCalls = false
                hasDropped = true
            }
            if current === end { break }
            entry = current.next
        }
        runningCalls -= 1
        if hasDropped, runningCalls == 0 { unlinkDropped() }
    }

    /// Unlinks the entries that want no more calls (no call is running).
    private func unlinkDropped() {
        hasDropped = false
        var kept: Entry?
        var entry = first
        first = nil
        while let current = entry {
            entry = current.next
            guard current.wantsCalls else { continue }
            current.next = nil
            if let kept { kept.next = current } else { first = current }
            kept = current
        }
        last = kept
    }
}
