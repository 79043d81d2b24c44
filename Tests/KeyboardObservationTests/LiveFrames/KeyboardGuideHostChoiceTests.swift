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
        #expect(
            KeyboardGuideHostChoice(
                isInKeyWindow: false, keyWindowTop: usable, presentationRoot: nil, windowRoot: usable, owner: usable
            ) == .keyWindowTop
        )
        #expect(
            KeyboardGuideHostChoice(
                isInKeyWindow: false, keyWindowTop: scrollView, presentationRoot: nil, windowRoot: usable, owner: usable
            ) == .none, "never UIKit's window, even when the key window has no host"
        )
    }

    @Test func noWindowNoHost() {
        #expect(KeyboardGuideHostChoice(presentationRoot: nil, windowRoot: offWindow, owner: offWindow) == .none)
        #expect(KeyboardGuideHostChoice(presentationRoot: nil, windowRoot: nil, owner: nil) == .none)
    }
}
