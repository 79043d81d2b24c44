#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIView: KeyboardMeasurable {
    /// This view's frame and its screen's bounds, in screen coordinates, with
    /// its bottom safe-area inset; `nil` when the view is in no window.
    ///
    /// `layoutIfNeeded()`, the protocol's other requirement, is UIView's own.
    public var keyboardViewGeometry: KeyboardViewGeometry? {
        guard let screen = keyboardScreenSpace else { return nil }
        return KeyboardViewGeometry(
            screenBounds: screen.bounds,
            viewFrame: convert(bounds, to: screen),
            safeAreaBottomInset: safeAreaInsets.bottom
        )
    }
}

extension UIView: KeyboardLiveFrameSource {
    /// Whether a scroll view in this view's window (or, outside a window, in
    /// this view) has an interactive `keyboardDismissMode`.
    var keyboardDismissesInteractively: Bool {
        (window ?? self).containsInteractivelyDismissingScrollView
    }

    /// Reports the frame of this view's `keyboardLayoutGuide`, in screen
    /// coordinates, on each layout pass that moves it: the keyboard following
    /// the user's finger in an interactive dismissal, where UIKit posts no
    /// notification.
    ///
    /// On iOS 15 and later, a hidden, non-interactive subview pinned to the
    /// guide does the reporting (one per view, however many closures track
    /// it); it leaves once every closure has returned `false`. A scroll view
    /// hosts it in its superview when it has one: a scroll view lays its
    /// subviews out in content coordinates, and a table or collection view
    /// manages its own. Nothing is
    /// reported while the view is in no window. On iOS 13 and 14, and on
    /// visionOS (no screen, so no screen coordinates), nothing is ever
    /// reported: the behaviours follow UIKit's notifications alone.
    ///
    /// - Parameter report: Called with each frame; tracking stops for good
    ///   the first time it returns `false`.
    func trackKeyboardLiveFrames(_ report: @escaping @MainActor (CGRect) -> Bool) {
        #if !os(visionOS)
        if #available(iOS 15.0, *) {
            KeyboardLiveFrameTracker.track((self is UIScrollView ? superview : nil) ?? self, report: report)
        }
        #endif
    }
}
#endif
