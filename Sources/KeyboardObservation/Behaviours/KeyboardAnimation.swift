import Foundation

/// How a behaviour applies its changes: at once, or animated alongside the keyboard.
///
/// A strategy, so the decisions stay testable: tests use ``immediate``;
/// UIKit apps get `UIView.animate` with the keyboard's duration and curve
/// (``automatic``). Write your own for anything else:
///
/// ```swift
/// let logged = KeyboardAnimation { info, changes in
///     print("adjusting over \(info.animationDuration) s")
///     changes()
/// }
/// ```
public struct KeyboardAnimation: Sendable {
    private let body: @MainActor @Sendable (KeyboardInfo, @escaping @MainActor () -> Void) -> Void

    /// Creates a strategy.
    ///
    /// - Parameter body: Receives the event's payload (duration, curve) and
    ///   the changes; must run the changes exactly once, synchronously or
    ///   inside an animation block.
    public init(
        _ body: @escaping @MainActor @Sendable (_ info: KeyboardInfo, _ changes: @escaping @MainActor () -> Void) -> Void
    ) {
        self.body = body
    }

    /// Applies `changes` as this strategy does.
    ///
    /// - Parameters:
    ///   - info: The keyboard event's payload.
    ///   - changes: What to apply; run exactly once, on the main actor.
    @MainActor
    public func perform(_ info: KeyboardInfo, _ changes: @escaping @MainActor () -> Void) {
        body(info, changes)
    }

    /// Applies changes at once, without animation.
    public static let immediate = KeyboardAnimation { _, changes in changes() }
}
