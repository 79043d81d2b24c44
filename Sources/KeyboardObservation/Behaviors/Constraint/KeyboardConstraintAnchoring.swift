/// How a two-item bottom constraint relates to the container it pins to,
/// from facts `KeyboardLayoutConstraint` reads from UIKit:
///
/// | constraint | container | direction | reference |
/// |---|---|---|---|
/// | `safeArea.bottom = field.bottom + c` | first item | `.adding` | `.safeArea` |
/// | `superview.bottom = field.bottom + c` | first item | `.adding` | `.viewBottom` |
/// | `field.bottom = safeArea.bottom + c` | second item | `.subtracting` | `.safeArea` |
/// | two siblings | none | | |
/// | either item the legacy `bottomLayoutGuide` | none | | |
struct KeyboardConstraintAnchoring: Hashable, Sendable {
    /// `.adding` when the first item is the container, the view measured; `.subtracting` when the second is.
    var direction: KeyboardConstraintBehavior.Direction
    var reference: KeyboardEdgeReference

    /// `nil` when neither item encloses the other. An item encloses the other
    /// when the other's view is it or a descendant (a layout guide stands for
    /// its owning view); when both do (one view), the first is the container.
    init?(firstEnclosesSecond: Bool, secondEnclosesFirst: Bool, firstIsLayoutGuide: Bool, secondIsLayoutGuide: Bool) {
        if firstEnclosesSecond {
            direction = .adding
            reference = firstIsLayoutGuide ? .safeArea : .viewBottom
        } else if secondEnclosesFirst {
            direction = .subtracting
            reference = secondIsLayoutGuide ? .safeArea : .viewBottom
        } else {
            return nil
        }
    }
}

extension KeyboardConstraintAnchoring {
    /// The anchoring of a constraint between two views already in one
    /// hierarchy; `nil` for two siblings, which a debug build reports
    /// (``KeyboardDiagnostic/layoutConstraintBetweenSiblings``): such a
    /// constraint has no container to measure, and stays put.
    @MainActor
    static func between(
        firstEnclosesSecond: Bool, secondEnclosesFirst: Bool, firstIsLayoutGuide: Bool, secondIsLayoutGuide: Bool
    ) -> KeyboardConstraintAnchoring? {
        let anchoring = KeyboardConstraintAnchoring(
            firstEnclosesSecond: firstEnclosesSecond, secondEnclosesFirst: secondEnclosesFirst,
            firstIsLayoutGuide: firstIsLayoutGuide, secondIsLayoutGuide: secondIsLayoutGuide
        )
        if anchoring == nil { KeyboardDiagnostics.report(.layoutConstraintBetweenSiblings) }
        return anchoring
    }

    /// Whether a constraint can follow the keyboard at all: not when an item
    /// is a view controller's legacy `bottomLayoutGuide` (deprecated in iOS
    /// 11, a storyboard's "Bottom Layout Guide"), which names no view to
    /// measure; a debug build says to use the safe area instead
    /// (``KeyboardDiagnostic/layoutConstraintToLegacyLayoutGuide``).
    @MainActor
    static func accepts(eitherIsLegacyLayoutSupport: Bool) -> Bool {
        if eitherIsLegacyLayoutSupport { KeyboardDiagnostics.report(.layoutConstraintToLegacyLayoutGuide) }
        return !eitherIsLegacyLayoutSupport
    }
}
