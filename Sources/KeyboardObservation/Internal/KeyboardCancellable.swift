/// A closure handed to something that calls it until it returns `false`
/// (a layout-guide tracker, a callback list): ``cancel()`` stops the calls
/// and lets go of the closure, and what it holds, at once.
@MainActor
package protocol KeyboardCancellable: AnyObject {
    /// Stops the calls and lets go of the closure; a second call does nothing.
    func cancel()
}
