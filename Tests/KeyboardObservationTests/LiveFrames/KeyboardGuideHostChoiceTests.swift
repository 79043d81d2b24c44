import Testing
@testable import KeyboardObservation

/// Which view's guide a pool follows for a view: a controller's view in a
/// window that is not a scroll view, the presentation's before the window's root.
struct KeyboardGuideHostChoiceTests {
    private typealias Facts = KeyboardGuideHostChoice.Facts
    private let usable = Facts(isInWindow: true, isScrollView: false)
    private let offWindow = Facts(isInWindow: false, isScrollView: false)
    private let scrollView = Facts(isInWindow: true, isScrollView: true)

    @Test func aViewOnTheMainScreenFollowsTheWindowsRootView() {
        #expect(KeyboardGuideHostChoice(presentationRoot: nil, windowRoot: usable, owner: usable) == .windowRoot)
    }

    @Test func aViewInAPresentationFollowsThePresentedControllersView() {
        #expect(KeyboardGuideHostChoice(presentationRoot: usable, windowRoot: usable, owner: usable) == .presentationRoot)
    }

    @Test func aFullScreenPresentationOfATableViewControllerFollowsNothing() {
        // The presenting view left the window; the presented view is a scroll view.
        #expect(KeyboardGuideHostChoice(presentationRoot: scrollView, windowRoot: offWindow, owner: scrollView) == .none)
    }

    @Test func aPresentedTableViewControllerOverTheRootFollowsTheRoot() {
        #expect(KeyboardGuideHostChoice(presentationRoot: scrollView, windowRoot: usable, owner: scrollView) == .windowRoot)
    }

    @Test func aRootThatIsAScrollViewLeavesTheNearestController() {
        // A UITableViewController as the root, a child controller's view holding the measured view.
        #expect(KeyboardGuideHostChoice(presentationRoot: nil, windowRoot: scrollView, owner: usable) == .owner)
    }

    @Test func aViewOutsideTheKeyWindowFollowsTheKeyWindowsTopmostView() {
        // An input in an inputAccessoryView lives in UIKit's keyboard window,
        // which is never key (MessageKit issue 567): the app's key window hosts.
        #expect(keyWindowHost([usable]) == .keyWindowController(at: 0))
        #expect(keyWindowHost([scrollView]) == .none, "never UIKit's window, even when the key window has no host")
    }

    @Test func inTheKeyWindowTheLastPresentedControllerShownHosts() {
        // A chat presented as a sheet over the root: both in the window, the sheet on top.
        #expect(keyWindowHost([usable, usable]) == .keyWindowController(at: 1))
        // A full-screen presentation took the root's view out of the window.
        #expect(keyWindowHost([offWindow, usable]) == .keyWindowController(at: 1))
        // A controller presented but not shown yet (its view not in the window) does not host.
        #expect(keyWindowHost([usable, offWindow]) == .keyWindowController(at: 0))
    }

    @Test func inTheKeyWindowAPresentedTableViewControllerLeavesTheViewBelowIt() {
        #expect(keyWindowHost([usable, scrollView]) == .keyWindowController(at: 0))
        #expect(keyWindowHost([offWindow, scrollView]) == .none, "a full-screen table over a root out of the window")
    }

    @Test func aSceneWithNoKeyWindowLeavesTheViewsOwnWindowToHost() {
        #expect(
            KeyboardGuideHostChoice(
                isInKeyWindow: false, sceneHasKeyWindow: false, presentationRoot: nil, windowRoot: usable, owner: usable
            ) == .windowRoot
        )
    }

    /// The host for a view outside the key window whose controllers are `chain`.
    private func keyWindowHost(_ chain: [Facts]) -> KeyboardGuideHostChoice {
        KeyboardGuideHostChoice(
            isInKeyWindow: false, keyWindowControllers: chain, presentationRoot: nil, windowRoot: usable, owner: usable
        )
    }

    @Test func noWindowNoHost() {
        #expect(KeyboardGuideHostChoice(presentationRoot: nil, windowRoot: offWindow, owner: offWindow) == .none)
        #expect(KeyboardGuideHostChoice(presentationRoot: nil, windowRoot: nil, owner: nil) == .none)
    }
}
