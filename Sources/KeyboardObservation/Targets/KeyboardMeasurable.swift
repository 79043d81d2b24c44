import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something on screen whose keyboard overlap can be measured: the base of
/// every behaviour's target.
///
/// On UIKit every `UIView` conforms. A test conforms a plain class:
///
/// ```swift
/// @MainActor final class FakeView: KeyboardMeasurable {
///     var keyboardViewGeometry: KeyboardViewGeometry? = KeyboardViewGeometry(
///         screenBounds: screen, viewFrame: screen, safeAreaBottomInset: 34)
///     func layoutIfNeeded() {}
/// }
/// ```
@MainActor
public protocol KeyboardMeasurable: AnyObject {
    /// Where the view sits now, in screen coordinates; `nil` when it is not
    /// on a screen (no window), which counts as not covered.
    var keyboardViewGeometry: KeyboardViewGeometry? { get }

    /// Lays out pending changes now (UIKit: `UIView.layoutIfNeeded()`), so a
    /// constraint change made inside an animation animates.
    func layoutIfNeeded()
}
