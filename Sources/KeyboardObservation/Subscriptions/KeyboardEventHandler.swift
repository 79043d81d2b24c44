/// The handler of an `observe` token or an `events()` stream, as its pool
/// holds it: called with each event it wants. The token holds it too; once
/// the token is cancelled the handler is let go on the main queue.
@MainActor
final class KeyboardEventHandler {
    private var handler: (@MainActor (KeyboardEvent, KeyboardInfo) -> Void)?

    init(_ handler: @escaping @MainActor (KeyboardEvent, KeyboardInfo) -> Void) {
        self.handler = handler
    }

    /// Calls the handler. The pool asks its registry before each call, so
    /// once the token's `cancel()` has returned, on any thread, no new call arrives here.
    func receive(_ event: KeyboardEvent, _ info: KeyboardInfo) {
        handler?(event, info)
    }
}

extension KeyboardEventHandler: KeyboardSubscriptionHandler {
    func releaseHandler() { handler = nil }
}
