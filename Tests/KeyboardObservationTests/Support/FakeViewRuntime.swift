import Foundation
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// A scroll view whose window and size arrive after the behavior is made,
/// as a view loaded in `viewDidLoad` does: it reports its geometry changes
/// as the UIKit layer's hidden observer view does.
@MainActor
final class FakeLateScrollView: KeyboardInsetTarget, KeyboardGeometryChangeSource, KeyboardTableViewControllerSource {
    /// `nil` until ``joinWindow(_:)``.
    private(set) var keyboardViewGeometry: KeyboardViewGeometry?
    /// Its insets; each write is reported, as key-value observing reports a UIScrollView's.
    var keyboardBottomInsets = KeyboardBottomInsets(content: 0, indicator: 0) {
        didSet { observers.callAll(with: .insetsChanged) }
    }
    var keyboardAutomaticBottomInset: CGFloat = 34
    var isManagedByTableViewController = false
    private let observers = KeyboardCallbackList<KeyboardGeometryChange>()

    init() {}

    func layoutIfNeeded() {}

    func observeKeyboardGeometryChanges(_ onChange: @escaping @MainActor (KeyboardGeometryChange) -> Bool) {
        observers.append(onChange)
    }

    /// Whether a behavior still observes this view.
    var isObserved: Bool { !observers.isEmpty }

    /// `didMoveToWindow()` with a window: the view now has its geometry.
    func joinWindow(_ geometry: KeyboardViewGeometry = TestScreen.fullScreenPhoneView) {
        keyboardViewGeometry = geometry
        observers.callAll(with: .joinedWindow)
    }

    /// `didMoveToWindow()` without one.
    func leaveWindow() {
        keyboardViewGeometry = nil
        observers.callAll(with: .leftWindow)
    }

    /// A layout pass after the superview's size changed.
    func resize(to geometry: KeyboardViewGeometry) {
        keyboardViewGeometry = geometry
        observers.callAll(with: .resized)
    }

    /// `safeAreaInsetsDidChange()` without a size change: a tab bar or toolbar
    /// appeared, or `additionalSafeAreaInsets` changed, and the scroll view
    /// now adds `automaticBottomInset` below its content.
    func changeSafeArea(automaticBottomInset: CGFloat) {
        keyboardAutomaticBottomInset = automaticBottomInset
        keyboardViewGeometry?.safeAreaBottomInset = automaticBottomInset
        observers.callAll(with: .safeAreaChanged)
    }
}

