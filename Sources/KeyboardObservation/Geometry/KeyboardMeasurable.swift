import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something on screen whose keyboard overlap can be measured: the base of every behavior's target.
///
/// On UIKit every `UIView` conforms. A test conforms a plain class:
///
/// ```swift
/// @MainActor final class FakeView: KeyboardMeasurable {
///     var keyboardViewGeometry: KeyboardViewGeometry?   // set by the test
///     func layoutIfNeeded() {}
/// }
/// ```
@MainActor
public protocol KeyboardMeasurable: AnyObject {
    /// Where the view sits now, in screen coordinates; `nil` when it is in no window (not covered).
    var keyboardViewGeometry: KeyboardViewGeometry? { get }
    /// Lays out pending changes now, so a constraint change made inside an animation animates.
    func layoutIfNeeded()
}
