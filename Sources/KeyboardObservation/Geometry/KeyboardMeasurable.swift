import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something on screen whose keyboard overlap can be measured: the base of every behavior's target.
///
/// On UIKit every `UIView` conforms, and a behavior learns from a view by
/// itself when to measure again (it joined a window, changed size or safe
/// area), which keyboard layout guide to follow for live frames, whether a
/// sheet holding it moves for the keyboard, and whether it is on screen. A
/// measurable that is not a view (a rect of your own, a fake in a test)
/// gives all that up: it is measured on keyboard changes and on
/// ``KeyboardBehavior/remeasure()`` only, so call that when it moves, and it
/// gets live frames only from a guide something else follows. A test conforms a plain class:
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
