import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How many points of a view's bottom the keyboard covers, and the bottom
/// inset its content needs.
///
/// Computed from the keyboard's end frame and the view's frame, both in
/// screen coordinates, so it holds wherever the view is: full screen, a form
/// sheet, Split View, Slide Over or a Stage Manager window.
///
/// ```swift
/// let overlap = KeyboardOverlap(
///     keyboardFrame: info.endFrame,                        // (0, 508, 390, 336)
///     screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
///     viewFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
///     safeAreaBottomInset: 34
/// )
/// overlap.coveredHeight   // 336
/// overlap.contentInset    // 302: the safe area is not counted twice
/// ```
///
/// The rules:
/// - Only a keyboard that reaches the screen's bottom edge (within one
///   point, for fractional frames on 3x screens) counts. A floating or
///   undocked iPad keyboard, a zero-size frame, a frame below the screen
///   (hiding) or a non-finite frame covers nothing.
/// - A view the keyboard's frame does not reach is not covered at all (it
///   stops above the keyboard, or beside it). A view it does reach is covered
///   from the keyboard's top down to the view's own bottom edge, even where
///   the view reaches below the screen: the covered height is the distance
///   from the keyboard's top to the view's bottom.
/// - A hardware keyboard's shortcut bar is a short docked frame: its height counts.
/// - ``contentInset`` is ``coveredHeight`` less the safe-area bottom inset,
///   never negative.
///
/// The frame alone cannot tell a hiding keyboard's leftover frame (iOS 26 has
/// reported a 44 pt end frame on hide) from a shortcut bar; the event can.
/// ``KeyboardState`` is down after `willHide`, whatever frame it carried.
public struct KeyboardOverlap: Hashable, Sendable {
    /// Points of the view, from its bottom edge up, under the keyboard.
    public var coveredHeight: CGFloat
    /// ``coveredHeight`` less the view's safe-area bottom inset, never negative.
    public var contentInset: CGFloat

    /// How far above the screen's bottom edge a keyboard's bottom may end and
    /// still count as docked (fractional points on 3× screens), in points.
    static let dockingTolerance: CGFloat = 1

    static let none = KeyboardOverlap(coveredHeight: 0, contentInset: 0)

    /// Creates an overlap from already-known heights.
    ///
    /// - Parameters:
    ///   - coveredHeight: Points of the view under the keyboard.
    ///   - contentInset: The bottom inset the content needs.
    public init(coveredHeight: CGFloat, contentInset: CGFloat) {
        self.coveredHeight = coveredHeight
        self.contentInset = contentInset
    }

    /// Measures the keyboard's overlap with a view.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame in screen coordinates;
    ///     `nil` when no keyboard is shown.
    ///   - screenBounds: The screen's bounds.
    ///   - viewFrame: The view's frame in the screen's coordinate space.
    ///   - safeAreaBottomInset: The view's bottom safe-area inset.
    public init(keyboardFrame: CGRect?, screenBounds: CGRect, viewFrame: CGRect, safeAreaBottomInset: CGFloat) {
        let covered = Self.coveredHeight(keyboardFrame, screen: screenBounds, view: viewFrame)
        let safeArea = safeAreaBottomInset.isFinite ? max(0, safeAreaBottomInset) : 0
        self.init(coveredHeight: covered, contentInset: max(0, covered - safeArea))
    }

    /// Measures the keyboard's overlap with a measured view.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame in screen coordinates;
    ///     `nil` when no keyboard is shown.
    ///   - view: Where the view sits; `nil` (not on screen) covers nothing.
    public init(keyboardFrame: CGRect?, in view: KeyboardViewGeometry?) {
        guard let view else {
            self = .none
            return
        }
        self.init(
            keyboardFrame: keyboardFrame,
            screenBounds: view.screenBounds,
            viewFrame: view.viewFrame,
            safeAreaBottomInset: view.safeAreaBottomInset
        )
    }

    /// The height measured from `reference`: ``contentInset`` from the safe
    /// area, ``coveredHeight`` from the view's bottom.
    ///
    /// - Parameter reference: The edge the adjusted thing is laid out against.
    /// - Returns: A height in points, never negative.
    func height(from reference: KeyboardEdgeReference) -> CGFloat {
        switch reference {
        case .safeArea: contentInset
        case .viewBottom: coveredHeight
        }
    }

    private static func coveredHeight(_ keyboard: CGRect?, screen: CGRect, view: CGRect) -> CGFloat {
        guard let keyboard, keyboard.isFiniteAndPositive, screen.isFiniteAndPositive, view.isFiniteAndPositive,
              keyboard.maxY >= screen.maxY - dockingTolerance
        else { return 0 }
        let onScreen = keyboard.intersection(screen)
        guard !onScreen.isNull, onScreen.height > 0 else { return 0 }
        let covered = onScreen.intersection(view)
        guard !covered.isNull, covered.width > 0, covered.height > 0 else { return 0 }
        return view.maxY - covered.minY
    }
}

extension CGRect {
    /// Every component finite, and a width and height above zero.
    fileprivate var isFiniteAndPositive: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width > 0 && size.height > 0
    }
}
