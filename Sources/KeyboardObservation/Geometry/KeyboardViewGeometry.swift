import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a view sits on screen, in the screen's coordinate space (the one
/// keyboard frames are in). Every `UIView` supplies one; tests build it:
///
/// ```swift
/// let formSheet = KeyboardViewGeometry(
///     screenBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366),
///     viewFrame: CGRect(x: 212, y: 200, width: 600, height: 900), safeAreaBottomInset: 0)
/// ```
public struct KeyboardViewGeometry: Equatable, Sendable {
    /// The screen's bounds (after rotation, the rotated bounds).
    public var screenBounds: CGRect
    /// The view's frame, converted into the screen's coordinate space.
    public var viewFrame: CGRect
    /// The view's bottom safe-area inset (the home indicator, a tab bar), in points.
    public var safeAreaBottomInset: CGFloat
    /// The ``KeyboardScreen/identifier`` of the view's screen; `nil` when not
    /// known. A keyboard on another screen covers nothing of the view.
    public var screenIdentifier: Int?

    /// Creates a measurement from its parts, on a screen not named (``screenIdentifier`` `nil`).
    public init(screenBounds: CGRect, viewFrame: CGRect, safeAreaBottomInset: CGFloat) {
        self.screenBounds = screenBounds
        self.viewFrame = viewFrame
        self.safeAreaBottomInset = safeAreaBottomInset
    }
}
