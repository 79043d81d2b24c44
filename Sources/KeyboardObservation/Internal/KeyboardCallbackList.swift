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
    /// wrong one. A closure dropped, by returning `false` or by
    /// ``cancel()``, is let go of at once.
    private final class Entry: KeyboardCancellable {
        private(set) var callback: (@MainActor (Argument) -> Bool)?
        var wantsCalls: Bool { callback != nil }

        init(_ callback: @escaping @MainActor (Argument) -> Bool) { self.callback = callback }

        func cancel() { callback = nil }
    }

    // NB: replaced whole, never changed in place: no access to it spans a
    // call, so each layout pass's look is checked for exclusivity when
    // compiled, not by the runtime.
    private var entries: [Entry] = []

    package nonisolated init() {}

    /// Whether no closure wants more calls.
    package var isEmpty: Bool { !entries.contains { $0.wantsCalls } }

    /// How many closures want more calls.
    package var count: Int { entries.reduce(0) { $1.wantsCalls ? $0 + 1 : $0 } }

    /// Adds `callback`, called from the next ``callAll(with:)`` on, until it
    /// returns `false` or the returned registration is cancelled.
    @discardableResult
    package func append(_ callback: @escaping @MainActor (Argument) -> Bool) -> any KeyboardCancellable {
        let entry = Entry(callback)
        entries = entries + [entry]
        return entry
    }

    /// Calls each closure with `argument`, in the order added, and drops
    /// those that return `false`, and those cancelled. A closure added while
    /// they run is kept, and first called next time; one dropped while they
    /// run (by a nested call, or cancelled) is not called again. Nothing is
    /// allocated unless one drops out.
    package func callAll(with argument: Argument) {
        let calling = entries
        var dropped = false
        for entry in calling {
            guard let callback = entry.callback else {
                dropped = true
                continue
            }
            guard !callback(argument) else { continue }
            entry.cancel()
            dropped = true
        }
        if dropped { entries = entries.filter { $0.wantsCalls } }
    }
}
