/// Closures that each return whether they want more calls: how the UIKit
/// layer's hidden views (the layout-guide tracker, the geometry observer)
/// keep the closures of every behavior that uses them.
struct KeyboardCallbackList<Argument> {
    private var callbacks: [@MainActor (Argument) -> Bool] = []

    /// Whether no closure wants more calls.
    var isEmpty: Bool { callbacks.isEmpty }

    /// Adds `callback`, called from the next ``callAll(with:)`` on.
    mutating func append(_ callback: @escaping @MainActor (Argument) -> Bool) {
        callbacks.append(callback)
    }

    /// Calls each closure with `argument`, in the order added, and drops
    /// those that return `false`. A closure added while they run (a behavior
    /// created inside another's callback) is kept, and first called next time.
    @MainActor
    mutating func callAll(with argument: Argument) {
        let calling = callbacks
        callbacks = []
        callbacks = calling.filter { $0(argument) } + callbacks
    }
}
