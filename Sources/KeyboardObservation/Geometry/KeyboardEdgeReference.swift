/// Which bottom edge an adjustment is measured from.
///
/// Content laid out inside the safe area (a scroll view's content, a
/// constraint to `safeAreaLayoutGuide`) already sits above the home indicator,
/// so it needs only the part of the keyboard above the safe area:
/// ``safeArea``. A constraint or translation against the view's own bottom
/// edge needs the whole covered height: ``viewBottom``.
public enum KeyboardEdgeReference: Hashable, Sendable {
    /// The bottom of the safe area: ``KeyboardOverlap/contentInset``.
    case safeArea
    /// The bottom of the view itself: ``KeyboardOverlap/coveredHeight``.
    case viewBottom
}
