/// The tracking closures one keyboard layout guide calls on each layout
/// pass, in a list compiled here for its argument: what the testing
/// module's simulated guide keeps, so that its layout passes cost what a
/// tracker view's do on a device (``KeyboardCallbackList`` is `package`, and
/// a `package` generic is not specialized in another module: unspecialized,
/// each pass looked up the entry class's generic metadata).
@MainActor
package final class KeyboardGuideReadingCallbacks {
    private let list = KeyboardCallbackList<KeyboardLayoutGuideReading>()

    package nonisolated init() {}

    /// Whether no closure wants more calls.
    package var isEmpty: Bool { list.isEmpty }

    /// Adds `callback`, called from the next ``callAll(with:)`` on, until it
    /// returns `false` or the returned registration is cancelled.
    package func append(
        _ callback: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool
    ) -> any KeyboardCancellable {
        list.append(callback)
    }

    /// Calls each closure with `reading`, as ``KeyboardCallbackList/callAll(with:)`` does.
    package func callAll(with reading: KeyboardLayoutGuideReading) {
        list.callAll(with: reading)
    }
}
