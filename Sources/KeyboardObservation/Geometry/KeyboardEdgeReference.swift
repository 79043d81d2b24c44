/// Which bottom edge an adjustment is measured from.
public enum KeyboardEdgeReference: Hashable, Sendable {
    /// The safe area's bottom, for content laid out inside it: ``KeyboardOverlap/contentInset``.
    case safeArea
    /// The view's own bottom edge: ``KeyboardOverlap/coveredHeight``.
    case viewBottom
}
