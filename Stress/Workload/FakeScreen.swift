import Foundation
import KeyboardObservation

/// A screen as a behavior sees it, without UIKit: a full-screen view on a
/// 390 × 844 pt phone above a 34 pt home indicator, and a bottom constraint
/// whose constant is 20 pt while the keyboard is down.
@MainActor
final class FakeScreen {
    let view = FakeView()
    let constraint = FakeConstraint()

    /// The constant while the keyboard is down.
    nonisolated static let baseConstant: CGFloat = 20
    nonisolated static let geometry = KeyboardViewGeometry(
        screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
        viewFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
        safeAreaBottomInset: 34
    )

    /// What the constant should be with a keyboard `height` points tall
    /// docked at the screen's bottom: the base plus what it covers above the
    /// safe area. Worked out here by hand, not by the library.
    nonisolated static func constant(keyboardHeight height: CGFloat) -> CGFloat {
        baseConstant + max(0, height - geometry.safeAreaBottomInset)
    }

    /// A keyboard `height` points tall docked at the screen's bottom edge, in screen coordinates.
    nonisolated static func keyboardFrame(height: CGFloat) -> CGRect {
        let screen = geometry.screenBounds
        return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// The raw facts a guide tracker reads on that layout pass: the guide,
    /// the full-screen root view over a 34 pt resting band, the screen.
    nonisolated static func guideReading(height: CGFloat) -> KeyboardLayoutGuideReading {
        KeyboardLayoutGuideReading(
            guideFrame: keyboardFrame(height: height), viewFrame: geometry.viewFrame,
            restingBandHeight: geometry.safeAreaBottomInset, screenBounds: geometry.screenBounds
        )
    }

    /// Whether the constraint holds `constant` (to a thousandth of a point).
    func holds(_ constant: CGFloat) -> Bool {
        abs(constraint.keyboardConstant - constant) < 0.001
    }
}

/// The screen's view: where it sits on screen; laying it out does nothing.
@MainActor
final class FakeView: KeyboardMeasurable {
    let keyboardViewGeometry: KeyboardViewGeometry? = FakeScreen.geometry

    func layoutIfNeeded() {}
}

/// The screen's bottom constraint.
///
/// Its constant is stored privately, behind the property every way reads
/// and writes, so Swift checks each access for exclusivity when it
/// compiles, never at run time: as with UIKit's `NSLayoutConstraint`, whose
/// `constant` is an Objective-C property. A stored property read and
/// written through `KeyboardConstantTarget`'s witnesses (a behavior's way,
/// and the floor's) would be checked at run time twice a write, where a
/// follower holding the concrete class is checked once.
@MainActor
final class FakeConstraint: KeyboardConstantTarget {
    var keyboardConstant: CGFloat {
        get { constant }
        set { constant = newValue }
    }

    private var constant = FakeScreen.baseConstant
}
