#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIView {
    /// The coordinate space keyboard frames are reported in: the screen of
    /// this view's window scene. `nil` when the view is in no window, and on
    /// visionOS, which has no screen (its keyboard never covers a window).
    var keyboardScreenSpace: (any UICoordinateSpace)? {
        #if os(visionOS)
        return nil
        #else
        return window?.windowScene?.screen.coordinateSpace
        #endif
    }

    /// Converts a keyboard frame, or any rect in screen coordinates, into
    /// this view's coordinate space.
    ///
    /// ```swift
    /// let keyboardInView = view.convertKeyboardFrame(info.endFrame)
    /// ```
    ///
    /// - Parameter rect: A rect in the screen's coordinate space.
    /// - Returns: The rect in this view's coordinates; `nil` when the view is in no window.
    public func convertKeyboardFrame(_ rect: CGRect) -> CGRect? {
        guard let screen = keyboardScreenSpace else { return nil }
        return convert(rect, from: screen)
    }

    /// This view's bounds in screen coordinates, the space of keyboard frames;
    /// `nil` when the view is in no window.
    public var frameInScreenCoordinates: CGRect? {
        guard let screen = keyboardScreenSpace else { return nil }
        return convert(bounds, to: screen)
    }
}
#endif
