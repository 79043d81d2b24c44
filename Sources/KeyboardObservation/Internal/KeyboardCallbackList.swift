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
    private var callbacks: [@MainActor (Argument) -> Bool] = []

    package nonisolated init() {}

    /// Whether no closure wants more calls.
    package var isEmpty: Bool { callbacks.isEmpty }

    /// Adds `callback`, called from the next ``callAll(with:)`` on.
    package func append(_ callback: @escaping @MainActor (Argument) -> Bool) {
        callbacks.append(callback)
    }

    /// Calls each closure with `argument`, in the order added, and drops
    /// those that return `false`. A closure added while they run is kept,
    /// and first called next time. Nothing is allocated unless one drops out.
    package func callAll(with argument: Argument) {
        let count = callbacks.count
        var dropped: [Int] = []
        for index in 0..<count where !callbacks[index](argument) {
            dropped.append(index)
        }
        for index in dropped.reversed() {
            callbacks.remove(at: index)
        }
    }
}
