import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How many points of a view's bottom the keyboard covers, and the bottom inset its content needs.
///
/// ```swift
/// let overlap = KeyboardOverlap(keyboardFrame: info.endFrame, in: view.keyboardViewGeometry)
/// scrollView.contentInset.bottom = overlap.contentInset   // 302 for a 336 pt keyboard over a 34 pt safe area
/// ```
///
/// Measured in screen coordinates, so it holds in form sheets, Split View and
/// Stage Manager: a view is covered from the keyboard's top down to its own
/// bottom edge. Only a keyboard reaching the screen's bottom edge (within 1 pt)
/// counts; a floating, zero-size, off-screen or non-finite one covers nothing.
public struct KeyboardOverlap: Hashable, Sendable {
    /// Points of the view, from its bottom edge up, under the keyboard.
    public var coveredHeight: CGFloat
    /// ``coveredHeight`` less the view's safe-area bottom inset, never negative.
    public var contentInset: CGFloat

    /// How far above the screen's bottom a keyboard may end and still count as docked (3x screens).
    static let dockingTolerance: CGFloat = 1
    static let none = KeyboardOverlap(coveredHeight: 0, contentInset: 0)

    /// Creates an overlap from known heights.
    ///
    /// ```swift
    /// #expect(screen.toolbarFade?.overlap == KeyboardOverlap(coveredHeight: 336, contentInset: 302))   // in a test
    /// ```
    public init(coveredHeight: CGFloat, contentInset: CGFloat) {
        self.coveredHeight = coveredHeight
        self.contentInset = contentInset
    }

    /// Measures the keyboard's overlap with a view: every rect in screen
    /// coordinates, `keyboardFrame` `nil` when no keyboard is shown.
    init(keyboardFrame: CGRect?, screenBounds: CGRect, viewFrame: CGRect, safeAreaBottomInset: CGFloat) {
        let covered = Self.coveredHeight(keyboardFrame, screen: screenBounds, view: viewFrame)
        let safeArea = safeAreaBottomInset.isFinite ? max(0, safeAreaBottomInset) : 0
        self.init(coveredHeight: covered, contentInset: max(0, covered - safeArea))
    }

    /// Measures the keyboard's overlap with a view; `nil` (not on screen) and a `nil` frame cover nothing.
    public init(keyboardFrame: CGRect?, in view: KeyboardViewGeometry?) {
        self.init(
            keyboardFrame: view == nil ? nil : keyboardFrame, screenBounds: view?.screenBounds ?? .zero,
            viewFrame: view?.viewFrame ?? .zero, safeAreaBottomInset: view?.safeAreaBottomInset ?? 0
        )
    }

    func height(from reference: KeyboardEdgeReference) -> CGFloat {
        reference == .safeArea ? contentInset : coveredHeight
    }

    /// From the view's bottom up to the top of the part of the keyboard that
    /// lies on the screen and over the view; 0 when that part is empty.
    private static func coveredHeight(_ keyboard: CGRect?, screen: CGRect, view: CGRect) -> CGFloat {
        guard let keyboard, keyboard.isFiniteAndPositive, screen.isFiniteAndPositive, view.isFiniteAndPositive,
              keyboard.maxY >= screen.maxY - dockingTolerance
        else { return 0 }
        let left = max(keyboard.minX, screen.minX, view.minX)
        let right = min(keyboard.maxX, screen.maxX, view.maxX)
        let top = max(keyboard.minY, screen.minY, view.minY)
        let bottom = min(keyboard.maxY, screen.maxY, view.maxY)
        guard right > left, bottom > top else { return 0 }
        return view.maxY - top
    }
}

extension CGRect {
    fileprivate var isFiniteAndPositive: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width > 0 && size.height > 0
    }
}
