#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A view that can report the keyboard's frame while it moves between
/// UIKit's notifications (the user dragging it down in an interactive
/// dismissal).
///
/// On UIKit every `UIView` conforms, on iOS 15 and later through its
/// keyboard layout guide (on iOS 13 and 14 it reports nothing). A behaviour's
/// engine asks the view it measures; targets that do not conform (test
/// fakes) report nothing, and `KeyboardSimulator.drag(height:)` drives the
/// same pool entry instead.
@MainActor
protocol KeyboardLiveFrameSource: AnyObject {
    /// Whether something on this view's screen can dismiss the keyboard
    /// interactively (UIKit: a scroll view in its window whose
    /// `keyboardDismissMode` is interactive). Tracking starts only then.
    var keyboardDismissesInteractively: Bool { get }

    /// Starts reporting the keyboard's frame, in screen coordinates.
    ///
    /// - Parameter report: Called with each frame; tracking stops for good
    ///   the first time it returns `false`.
    func trackKeyboardLiveFrames(_ report: @escaping @MainActor (CGRect) -> Bool)
}
