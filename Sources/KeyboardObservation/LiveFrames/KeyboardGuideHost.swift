/// A view whose keyboard layout guide a pool can follow: on UIKit, a view
/// that UIKit lays out with the keyboard (chosen by ``KeyboardGuideHostChoice``),
/// through a hidden subview pinned to its guide; in tests, a fake or
/// `KeyboardSimulator`'s simulated screen.
@MainActor
package protocol KeyboardGuideHost: AnyObject, Sendable {
    /// Hands `onReading` the guide's raw facts on each layout pass, until it
    /// returns `false` or the returned registration is cancelled (which lets
    /// go of `onReading` at once); `nil` when the host has no guide to track.
    /// One tracker per host, shared by every pool that follows it.
    @discardableResult
    func trackKeyboardGuide(
        _ onReading: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool
    ) -> (any KeyboardCancellable)?

    /// The guide's raw facts as they are now, where the host is now; `nil`
    /// when nothing tracks it. Read at a rest point: a host that moved
    /// without resizing gave no layout pass since.
    var currentKeyboardGuideReading: KeyboardLayoutGuideReading? { get }
}

/// Something that can name the host whose guide tells the keyboard over it:
/// on UIKit, every view (a behavior's measured view, the text field being
/// edited); in tests, fakes and the simulated screen.
@MainActor
package protocol KeyboardGuideHostCandidate: AnyObject, Sendable {
    /// The host to follow for this one now; `nil` while it has none (no
    /// window yet, iOS 13 or 14, visionOS), asked again at the next keyboard post.
    var keyboardGuideHost: (any KeyboardGuideHost)? { get }

    /// Whether it is in a window now (an input being edited that left its
    /// window takes the keyboard with it).
    var isInWindow: Bool { get }
}
