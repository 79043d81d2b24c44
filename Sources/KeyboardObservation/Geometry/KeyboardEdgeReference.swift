/// Which bottom edge an adjustment is measured from.
///
/// ```swift
/// let bottom = view.bottomAnchor.constraint(equalTo: composer.bottomAnchor)   // to the view's bottom edge
/// let edge: KeyboardEdgeReference = .viewBottom   // .safeArea (the default) for a constraint to the safe area
/// keyboardBottom = KeyboardConstraintBehavior(constraint: bottom, measuring: view, reference: edge)
/// ```
public enum KeyboardEdgeReference: Hashable, Sendable {
    /// The safe area's bottom, for content laid out inside it: ``KeyboardOverlap/contentInset``.
    case safeArea
    /// The view's own bottom edge: ``KeyboardOverlap/coveredHeight``.
    case viewBottom
}
