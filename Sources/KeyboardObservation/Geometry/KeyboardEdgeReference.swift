/// Which bottom edge an adjustment is measured from.
///
/// ```swift
/// let edge: KeyboardEdgeReference = barSitsOnSafeArea ? .safeArea : .viewBottom
/// keyboardBottom = KeyboardConstraintBehavior(constraint: bottom, measuring: view, reference: edge)
/// ```
public enum KeyboardEdgeReference: Hashable, Sendable {
    /// The safe area's bottom, for content laid out inside it: ``KeyboardOverlap/contentInset``.
    case safeArea
    /// The view's own bottom edge: ``KeyboardOverlap/coveredHeight``.
    case viewBottom
}
