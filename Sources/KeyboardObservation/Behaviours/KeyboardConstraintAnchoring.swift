/// How a two-item bottom constraint relates to the container it pins to,
/// decided from facts about its items.
///
/// `KeyboardLayoutConstraint` reads the facts from UIKit (which item
/// encloses the other, which is a layout guide) and gets the rest here:
///
/// | constraint | container | direction | measured from |
/// |---|---|---|---|
/// | `safeArea.bottom = field.bottom + c` | first item | `.adding` | `.safeArea` |
/// | `superview.bottom = field.bottom + c` | first item | `.adding` | `.viewBottom` |
/// | `field.bottom = safeArea.bottom + c` | second item | `.subtracting` | `.safeArea` |
/// | two siblings | none | | |
struct KeyboardConstraintAnchoring: Hashable, Sendable {
    /// Which of the constraint's items is the container.
    enum Item: Hashable, Sendable {
        /// `firstItem`.
        case first
        /// `secondItem`.
        case second
    }

    /// The item whose view is measured.
    var container: Item
    /// Which way the constant moves as the keyboard rises.
    var direction: KeyboardConstraintBehaviour.Direction
    /// The edge of the container the constraint is laid out against.
    var reference: KeyboardEdgeReference

    /// Decides the anchoring; `nil` when neither item encloses the other.
    ///
    /// An item "encloses" the other when the other's view is it or one of its
    /// descendants; a layout guide stands for its owning view. When both
    /// enclose each other (one view), the first item is the container.
    ///
    /// - Parameters:
    ///   - firstEnclosesSecond: The first item's view is, or is an ancestor of, the second's.
    ///   - secondEnclosesFirst: The second item's view is, or is an ancestor of, the first's.
    ///   - firstIsLayoutGuide: The first item is a layout guide (safe area, margins).
    ///   - secondIsLayoutGuide: The second item is a layout guide.
    init?(
        firstEnclosesSecond: Bool,
        secondEnclosesFirst: Bool,
        firstIsLayoutGuide: Bool,
        secondIsLayoutGuide: Bool
    ) {
        if firstEnclosesSecond {
            container = .first
            direction = .adding
            reference = firstIsLayoutGuide ? .safeArea : .viewBottom
        } else if secondEnclosesFirst {
            container = .second
            direction = .subtracting
            reference = secondIsLayoutGuide ? .safeArea : .viewBottom
        } else {
            return nil
        }
    }
}
