import Testing
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// The view hierarchy, windows and coordinates.
    @Suite @MainActor struct Hierarchy {
        let model = UIKitModel.begin()
        let log = EventLog()

        @Test func didMoveToWindowReachesEachSubviewWithTheWindowSet() {
            // Apple's didMoveToWindow(); the recursion as in AppKit and Chameleon.
            let window = UIWindow(windowScene: model.mainScene)
            let parent = RecordingView("parent", log: log)
            parent.addSubview(RecordingView("child", log: log))
            window.addSubview(parent)
            parent.removeFromSuperview()
            #expect(log.take() == [
                "parent.didMoveToWindow(window)", "child.didMoveToWindow(window)",
                "parent.didMoveToWindow(nil)", "child.didMoveToWindow(nil)",
            ])
        }

        @Test func removingAViewRemovesTheConstraintsThatCrossItsSubtree() {
            // Apple's removeFromSuperview(): "removes any constraints that refer to the view".
            let window = UIWindow(windowScene: model.mainScene)
            let container = UIView()
            let view = UIView()
            window.addSubview(container)
            container.addSubview(view)
            let crossing = view.topAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor)
            crossing.isActive = true
            view.removeFromSuperview()
            #expect(!crossing.isActive)
        }

        @Test func aViewConvertsThroughItsWindowIntoTheScreensSpace() {
            let window = UIWindow(windowScene: model.mainScene)
            let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 300))
            window.addSubview(view)
            view.transform = CGAffineTransform(translationX: 0, y: -40)
            let inScreen = view.convert(view.bounds, to: model.mainScreen.coordinateSpace)
            #expect(inScreen == CGRect(x: 20, y: 60, width: 200, height: 300))
            let scrollView = UIScrollView(frame: window.bounds)
            let content = UIView(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
            window.addSubview(scrollView)
            scrollView.addSubview(content)
            scrollView.contentOffset = CGPoint(x: 0, y: 200)
            #expect(content.convert(content.bounds, to: window).minY == 300)
        }

        @Test func aRootViewControllersViewFillsTheWindowAndAppears() async {
            final class Screen: UIViewController {
                var calls: [String] = []
                override func viewDidLoad() { calls.append("viewDidLoad") }
                override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear(\(view.window != nil))") }
                override func viewIsAppearing(_ animated: Bool) { calls.append("viewIsAppearing(\(view.window != nil))") }
                override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
            }
            let screen = Screen()
            let window = model.makeWindow(rootViewController: screen)
            #expect(screen.view.frame == window.bounds)
            #expect(screen.view.next === screen)
            #expect(window.isKeyWindow)
            await model.turn()
            #expect(screen.calls == ["viewDidLoad", "viewWillAppear(false)", "viewIsAppearing(true)", "viewDidAppear"])
        }
    }
}
