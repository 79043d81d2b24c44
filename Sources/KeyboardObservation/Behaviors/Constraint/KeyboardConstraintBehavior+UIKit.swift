#if canImport(UIKit)
import UIKit

extension KeyboardConstraintBehavior {
    /// Starts adjusting `constraint` (held weakly) by the overlap with its
    /// container, whichever item that is: `container.bottom = view.bottom + c`
    /// and `view.bottom = container.bottom - c` alike, the container a view
    /// or its safe-area guide (which sets the reference edge). `nil` when
    /// neither item encloses the other, or an item is not in the view
    /// hierarchy yet; a debug build says so for siblings.
    ///
    /// ```swift
    /// let bottom = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
    /// bottom.isActive = true
    /// keyboardBottom = KeyboardConstraintBehavior(following: bottom)
    /// ```
    ///
    /// - Parameters:
    ///   - constraint: A bottom constraint between a view and its container; its constant is the base.
    ///   - pool: The pool to follow; `ObserverPool.shared` by default.
    ///   - animation: How changes are applied; alongside the keyboard by default.
    public convenience init?(
        following constraint: NSLayoutConstraint, pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        guard KeyboardConstraintAnchoring.accepts(
            eitherIsLegacyLayoutSupport: constraint.firstItem is any UILayoutSupport
                || constraint.secondItem is any UILayoutSupport
        ) else { return nil }
        guard let first = Self.view(of: constraint.firstItem), let second = Self.view(of: constraint.secondItem) else {
            return nil
        }
        guard let anchoring = KeyboardConstraintAnchoring.between(
            firstEnclosesSecond: second.isDescendant(of: first),
            secondEnclosesFirst: first.isDescendant(of: second),
            firstIsLayoutGuide: constraint.firstItem is UILayoutGuide,
            secondIsLayoutGuide: constraint.secondItem is UILayoutGuide
        ) else { return nil }
        self.init(
            constraint: constraint, measuring: anchoring.direction == .adding ? first : second,
            reference: anchoring.reference, direction: anchoring.direction, pool: pool, animation: animation
        )
    }

    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UILayoutGuide)?.owningView ?? (item as? UIView)
    }
}
#endif
