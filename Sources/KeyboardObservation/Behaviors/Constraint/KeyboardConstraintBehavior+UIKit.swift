#if canImport(UIKit)
import UIKit

extension NSLayoutConstraint: KeyboardConstraintItemsSource {
    /// How this constraint's items pin the edge the keyboard lifts, read
    /// from UIKit and decided by `KeyboardConstraintAnchoring`: which item is
    /// the container (a view or its safe-area guide), and that container's
    /// view; `nil` for siblings (a debug build says so), an item not yet in
    /// the view hierarchy, or the legacy `bottomLayoutGuide`.
    var keyboardAnchoring: (anchoring: KeyboardConstraintAnchoring, container: UIView)? {
        guard KeyboardConstraintAnchoring.accepts(
            eitherIsLegacyLayoutSupport: firstItem is any UILayoutSupport || secondItem is any UILayoutSupport
        ) else { return nil }
        guard let first = Self.view(of: firstItem), let second = Self.view(of: secondItem) else { return nil }
        guard let anchoring = KeyboardConstraintAnchoring.between(
            firstEnclosesSecond: second.isDescendant(of: first),
            secondEnclosesFirst: first.isDescendant(of: second),
            firstIsLayoutGuide: firstItem is UILayoutGuide,
            secondIsLayoutGuide: secondItem is UILayoutGuide
        ) else { return nil }
        return (anchoring, anchoring.direction == .adding ? first : second)
    }

    /// Which way the constant moves as the keyboard rises, read from the items.
    var keyboardDirection: KeyboardConstraintBehavior.Direction? { keyboardAnchoring?.anchoring.direction }

    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UILayoutGuide)?.owningView ?? (item as? UIView)
    }
}

extension KeyboardConstraintBehavior {
    /// A behavior for `constraint` that reads everything from its items: the
    /// container to measure, the direction and the reference edge
    /// (`KeyboardLayoutConstraint` in Interface Builder); `nil` when they tell none.
    convenience init?(following constraint: NSLayoutConstraint, pool: ObserverPool, animation: KeyboardAnimation) {
        guard let (anchoring, container) = constraint.keyboardAnchoring else { return nil }
        self.init(
            constraint: constraint, measuring: container, reference: anchoring.reference,
            direction: anchoring.direction, pool: pool, animation: animation
        )
    }
}
#endif
