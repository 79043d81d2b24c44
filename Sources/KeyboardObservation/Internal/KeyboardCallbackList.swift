/// Closures that each return whether they want more calls: how the UIKit
/// layer's hidden views (the layout-guide tracker, the geometry observer)
/// keep the closures of every behavior that uses them.
///
/// A class, not a struct: a closure may add another to the same list while
/// it is called (a behavior created or enabled inside another's callback),
/// and a mutating call on a struct in a view's stored property would hold
/// exclusive access to it for the whole call.
@MainActor
package final class KeyboardCallbackList<Argument> {
    /// One closure and whether it still wants calls: dropped closures are
    /// marked first, so a call nested inside another (a callback that lays
    /// out the view whose list is being called) never calls or removes the
    /// wrong one.
    private final class Entry {
        let callback: @MainActor (Argument) -> Bool
        var wantsCalls = true

        init(_ callback: @escaping @MainActor (Argument) -> Bool) { self.callback = callback }
    }

    // NB: replaced whole, never changed in place: no access to it spans a
    // call, so each layout pass's look is checked for exclusivity when
    // compiled, not by the runtime.
    private var entries: [Entry] = []

    package nonisolated init() {}

    /// Whether no closure wants more calls.
    package var isEmpty: Bool { !entries.contains { $0.wantsCalls } }

    /// Adds `callback`, called from the next ``callAll(with:)`` on.
    package func append(_ callback: @escaping @MainActor (Argument) -> Bool) {
        entries = entries + [Entry(callback)]
    }

    /// Calls each closure with `argument`, in the order added, and drops
    /// those that return `false`. A closure added while they run is kept,
    /// and first called next time; one dropped while they run (by a nested
    /// call) is not called again. Nothing is allocated unless one drops out.
    package func callAll(with argument: Argument) {
        let calling = entries
        var dropped = false
        for entry in calling where entry.wantsCalls {
            guard !entry.callback(argument) else { continue }
            entry.wantsCalls = false
            dropped = true
        }
        if dropped { entries = entries.filter { $0.wantsCalls } }
    }
}
