import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a view sits on screen, measured at the moment a keyboard event arrives.
///
/// Everything is in the screen's coordinate space, the space UIKit reports
/// keyboard frames in. On UIKit, every `UIView` supplies one through
/// ``KeyboardMeasurable/keyboardViewGeometry``; tests build it by hand.
///
/// ```swift
/// let formSheet = KeyboardViewGeometry(
///     screenBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366),
///     viewFrame: CGRect(x: 212, y: 200, width: 600, height: 900),
///     safeAreaBottomInset: 0
/// )
/// ```
public struct KeyboardViewGeometry: Equatable, Sendable {
    /// The screen's bounds (after rotation, the rotated bounds).
    public var screenBounds: CGRect
    /// The view's frame, converted into the screen's coordinate space.
    public var viewFrame: CGRect
    /// The view's bottom safe-area inset (the home indicator, a tab bar), in points.
    public var safeAreaBottomInset: CGFloat

    /// Creates a measurement from its parts.
    ///
    /// - Parameters:
    ///   - screenBounds: The screen's bounds.
    ///   - viewFrame: The view's frame in the screen's coordinate space.
    ///   - safeAreaBottomInset: The view's bottom safe-area inset.
    public init(screenBounds: CGRect, viewFrame: CGRect, safeAreaBottomInset: CGFloat) {
        self.screenBounds = screenBounds
        self.viewFrame = viewFrame
        self.safeAreaBottomInset = safeAreaBottomInset
    }
}
