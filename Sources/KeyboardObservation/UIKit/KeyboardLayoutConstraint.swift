#if canImport(UIKit)
import UIKit

/// A bottom constraint that follows the keyboard, for Interface Builder.
///
/// Set a constraint's class to `KeyboardLayoutConstraint` in the identity
/// inspector; its constant while the keyboard is down is the one set in
/// Interface Builder, and while the keyboard is up it grows by the keyboard's
/// overlap with the container (the item the constraint pins to: a superview,
/// or its safe area). Underneath is a ``KeyboardConstraintBehaviour`` on
/// ``ObserverPool/shared``, animated alongside the keyboard.
///
/// For a constraint made in code, call ``attachToKeyboard(pool:animation:)``
/// once both items are in the view hierarchy.
///
/// The constraint must relate a view to a view or guide that encloses it
/// (``KeyboardConstraintAnchoring``); between siblings it stays put.
@MainActor
open class KeyboardLayoutConstraint: NSLayoutConstraint {
    /// The behaviour underneath; `nil` until attached, or when the items do
    /// not enclose one another.
    public private(set) var keyboardBehaviour: KeyboardConstraintBehaviour?

    /// Attaches to ``ObserverPool/shared`` once the nib has loaded.
    open override func awakeFromNib() {
        super.awakeFromNib()
        // NB: SDKs disagree on awakeFromNib's isolation: the iOS 16.5 and 17.4
        // SDKs import it nonisolated (an NSObject category method), others
        // main-actor isolated. This override inherits either; nibs load on
        // the main thread, so asserting the main actor is right under both.
        MainActor.assumeIsolated {
            attachToKeyboard()
        }
    }

    /// Starts following the keyboard, replacing any earlier attachment.
    ///
    /// - Parameters:
    ///   - pool: The pool to listen on; ``ObserverPool/shared`` by default.
    ///   - animation: How changes are applied; ``KeyboardAnimation/automatic`` by default.
    public func attachToKeyboard(pool: ObserverPool = .shared, animation: KeyboardAnimation = .automatic) {
        keyboardBehaviour?.detach()
        keyboardBehaviour = nil
        guard let first = Self.view(of: firstItem),
              let second = Self.view(of: secondItem),
              let anchoring = KeyboardConstraintAnchoring(
                  firstEnclosesSecond: second.isDescendant(of: first),
                  secondEnclosesFirst: first.isDescendant(of: second),
                  firstIsLayoutGuide: firstItem is UILayoutGuide,
                  secondIsLayoutGuide: secondItem is UILayoutGuide
              )
        else { return }
        keyboardBehaviour = KeyboardConstraintBehaviour(
            constraint: self,
            measuring: anchoring.container == .first ? first : second,
            reference: anchoring.reference,
            direction: anchoring.direction,
            pool: pool,
            animation: animation
        )
    }

    /// The view an item stands for: itself, or a layout guide's owning view.
    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UILayoutGuide)?.owningView ?? (item as? UIView)
    }
}
#endif
