#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIView: KeyboardMeasurable {
    /// This view's frame and its screen's bounds, in screen coordinates, with
    /// its bottom safe-area inset; `nil` when the view is in no window.
    public var keyboardViewGeometry: KeyboardViewGeometry? {
        guard let screen = keyboardScreenSpace else { return nil }
        return KeyboardViewGeometry(
            screenBounds: screen.bounds, viewFrame: convert(bounds, to: screen),
            safeAreaBottomInset: safeAreaInsets.bottom
        )
    }

    /// Converts a keyboard frame (screen coordinates) into this view's; `nil` when the view is in no window.
    ///
    /// ```swift
    /// let keyboardInView = view.convertKeyboardFrame(info.endFrame)
    /// ```
    public func convertKeyboardFrame(_ rect: CGRect) -> CGRect? {
        guard let screen = keyboardScreenSpace else { return nil }
        return convert(rect, from: screen)
    }

    /// The space keyboard frames are in: the screen of this view's window
    /// scene; `nil` in no window, and on visionOS, which has no screen.
    var keyboardScreenSpace: (any UICoordinateSpace)? {
        #if os(visionOS)
        return nil
        #else
        return window?.windowScene?.screen.coordinateSpace
        #endif
    }
}

extension UIView: KeyboardLiveFrameSource {
    /// Whether a scroll view in this view's window (or, in no window, in this view) dismisses interactively.
    var keyboardDismissesInteractively: Bool { (window ?? self).containsInteractivelyDismissingScrollView }

    private var containsInteractivelyDismissingScrollView: Bool {
        if let scrollView = self as? UIScrollView {
            if scrollView.keyboardDismissMode == .interactive { return true }
            if #available(iOS 16.0, *), scrollView.keyboardDismissMode == .interactiveWithAccessory { return true }
        }
        return subviews.contains { $0.containsInteractivelyDismissingScrollView }
    }

    /// Reports this view's `keyboardLayoutGuide` frame on each layout pass
    /// (iOS 15+; nothing on iOS 13–14 or visionOS). A scroll view hosts the
    /// tracker in its superview: it lays its own subviews out in content coordinates.
    func trackKeyboardLiveFrames(_ report: @escaping @MainActor (CGRect) -> Bool) {
        #if !os(visionOS)
        if #available(iOS 15.0, *) {
            KeyboardLiveFrameTracker.track((self is UIScrollView ? superview : nil) ?? self, report: report)
        }
        #endif
    }
}
#endif
