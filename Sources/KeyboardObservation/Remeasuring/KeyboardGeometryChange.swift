/// A change of a measured view that UIKit reports without a keyboard post,
/// as the UIKit layer hands it over: a raw fact, with no decision in it.
///
/// UIKit tells a view that it joined or left a window in `didMoveToWindow()`,
/// lays out a subview with a flexible width and height whenever its
/// superview's size changes (rotation, size class, a sheet's detent), and
/// calls `safeAreaInsetsDidChange()` when the view's safe area changes
/// without a size change (`additionalSafeAreaInsets`, a toolbar or tab bar
/// appearing). A view that moves without resizing is laid out again by
/// nobody, so no change is reported for it (Apple's documentation of
/// `UIView.didMoveToWindow()`, `UIView.autoresizingMask` and
/// `UIViewController.viewSafeAreaInsetsDidChange()`; docs/PlatformSupport.md
/// lists each belief).
enum KeyboardGeometryChange: Hashable, Sendable {
    /// The view is now in a window: it has a screen, a safe area and a final frame.
    case joinedWindow
    /// The view left its window.
    case leftWindow
    /// The view's size changed.
    case resized
    /// The view's safe area changed.
    case safeAreaChanged
    /// Someone wrote the insets of the scroll view measured (the app, say in
    /// `viewDidLayoutSubviews`, or the behavior itself).
    case insetsChanged
}

/// A measured view that reports its ``KeyboardGeometryChange``s: every
/// `UIView`, through a hidden subview. Fakes in tests conform to report by hand.
@MainActor
protocol KeyboardGeometryChangeSource: AnyObject {
    /// Calls `onChange` with each change until it returns `false`.
    func observeKeyboardGeometryChanges(_ onChange: @escaping @MainActor (KeyboardGeometryChange) -> Bool)
}

/// When a behavior measures again on its own, decided as a plain value.
///
/// Each change the behavior remeasures after (by default joining a window, a
/// new size, a new safe area and an inset write; a reveal only the first
/// two) asks for one remeasure on the next main-queue turn, and requests
/// coalesce until it runs. The turn, because
/// the reports arrive inside UIKit's layout pass or window change (and a
/// SwiftUI probe's inside SwiftUI's view update, where writing state is
/// undefined behavior): a constraint or inset written there would re-enter
/// the pass. Leaving a window asks for nothing: the view is off screen, and
/// measured again when it comes back.
struct KeyboardRemeasureSchedule: Hashable, Sendable {
    /// Every change that can alter what a behavior measures: all but leaving the window.
    static let everyChangeOfTheView: Set<KeyboardGeometryChange> = [
        .joinedWindow, .resized, .safeAreaChanged, .insetsChanged,
    ]

    /// The changes that ask for a remeasure; leaving the window never does.
    let remeasuredAfter: Set<KeyboardGeometryChange>
    /// Whether a remeasure waits for its turn.
    private(set) var isPending = false

    init(remeasuringAfter changes: Set<KeyboardGeometryChange> = everyChangeOfTheView) {
        remeasuredAfter = changes.subtracting([.leftWindow])
    }

    /// Whether `change` asks for a remeasure to be scheduled now (none waits yet).
    mutating func shouldSchedule(after change: KeyboardGeometryChange) -> Bool {
        guard remeasuredAfter.contains(change), !isPending else { return false }
        isPending = true
        return true
    }

    /// Whether a remeasure was pending; it is not any more.
    mutating func takePending() -> Bool {
        defer { isPending = false }
        return isPending
    }
}
