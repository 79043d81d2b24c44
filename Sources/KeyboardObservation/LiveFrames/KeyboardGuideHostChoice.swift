/// Which view's keyboard layout guide to follow for a view, decided from the
/// raw facts the UIKit layer gathers.
///
/// A window's own guide is reported not to move with the keyboard
/// (react-native-keyboard-controller PRs 1158 and 1170); the guide of a view
/// UIKit lays out inside the hierarchy does, and that project hosts its
/// follower in the window's root view controller's view, or the presented
/// controller's view when the root is not in a window (a full-screen
/// presentation removes the presenting view from the window). A scroll view
/// lays its subviews out in content coordinates and a table or collection
/// view manages its own; and above a controller's view sits UIKit's private
/// wrapper. So the host is a controller's view that is in a window and is not
/// a scroll view: the presentation's root for a view in a presentation, else
/// the window's root, else the view's own controller's; never the window itself.
///
/// The keyboard serves the key window: "events that do not have a relevant
/// coordinate value are delivered to the key window" (Apple's `UIWindow`
/// documentation), so the window whose input is edited is key. A view in
/// another window of the scene takes its host there: above all an input in
/// an `inputAccessoryView`, which lives in UIKit's own keyboard window
/// (MessageKit issue 567; its root controller is UIKit's
/// `UIInputWindowController`: rechsteiner/Parchment issue 363), where
/// nothing of the app's may go. There the host is the view of the topmost
/// controller shown in the key window: its root's, or that of the last
/// controller presented over it whose view is in the window (a full-screen
/// presentation takes the presenter's view out, a sheet leaves it in), or,
/// when that one cannot host (a presented table view controller), the
/// nearest below it that can. A scene with no key window (one still
/// connecting) has nothing to prefer: the view's own window hosts.
enum KeyboardGuideHostChoice: Hashable, Sendable {
    /// The view of the presented controller that holds the measured view.
    case presentationRoot
    /// The view of the window's root view controller.
    case windowRoot
    /// The view of the controller nearest the measured view.
    case owner
    /// For a view in another window (UIKit's keyboard window), the view of
    /// the key window's controller at this index of the chain the glue
    /// gathered: the root's first, then each presented over the last.
    case keyWindowController(at: Int)
    /// No view can host: the measured view's guide cannot be followed.
    case none

    /// What the glue reads of one view that could host.
    struct Facts: Hashable, Sendable {
        /// Whether the view is in a window now.
        var isInWindow: Bool
        /// Whether the view is a scroll view (a table or collection view among them).
        var isScrollView: Bool

        /// Whether the view can host a tracker.
        var canHost: Bool { isInWindow && !isScrollView }
    }

    /// The host for a view, from the views that could host it: in its own
    /// window when that window is key or the scene has no key window, else
    /// among the key window's controllers' views (`keyWindowControllers`:
    /// the root's, then each presented over the last).
    init(
        isInKeyWindow: Bool = true, sceneHasKeyWindow: Bool = true, keyWindowControllers: [Facts] = [],
        presentationRoot: Facts?, windowRoot: Facts?, owner: Facts?
    ) {
        if !isInKeyWindow, sceneHasKeyWindow {
            self = Self.topmostHost(among: keyWindowControllers).map { .keyWindowController(at: $0) } ?? .none
        } else if let presentationRoot, presentationRoot.canHost {
            self = .presentationRoot
        } else if let windowRoot, windowRoot.canHost {
            self = .windowRoot
        } else if let owner, owner.canHost {
            self = .owner
        } else {
            self = .none
        }
    }

    /// The index of the topmost controller's view that can host among
    /// `controllers` (the root's, then each presented over the last): the
    /// last presented whose view is in the window, or the nearest below it
    /// that can host; `nil` when none can.
    private static func topmostHost(among controllers: [Facts]) -> Int? {
        guard !controllers.isEmpty else { return nil }
        var topmost = 0
        while topmost + 1 < controllers.count, controllers[topmost + 1].isInWindow { topmost += 1 }
        return controllers[...topmost].lastIndex { $0.canHost }
    }
}
