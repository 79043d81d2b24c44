import Testing
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// Layout as docs/UIKitModel.md's sources describe it.
    @Suite @MainActor struct Layout {
        let model = UIKitModel.begin()
        let log = EventLog()

        /// A window (shown) holding `root` with `child` inside.
        private func hierarchy() -> (UIWindow, RecordingView, RecordingView) {
            let window = UIWindow(windowScene: model.mainScene)
            let root = RecordingView("root", log: log, frame: window.bounds)
            let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            root.addSubview(child)
            window.addSubview(root)
            window.makeKeyAndVisible()
            return (window, root, child)
        }

        @Test func setNeedsLayoutWaitsForTheEndOfTheTurn() async {
            // Apple's setNeedsLayout(): "triggers a layout update during the next update cycle".
            let (_, root, _) = hierarchy()
            await model.turn()
            _ = log.take()
            root.setNeedsLayout()
            #expect(log.entries.isEmpty)
            await model.turn()
            #expect(log.take() == ["root.layoutSubviews"])
        }

        @Test func layoutIfNeededLaysOutAtOnceOnlyWhatIsPending() async {
            // Apple's layoutIfNeeded(): "If no layout updates are pending, this method exits".
            let (_, root, _) = hierarchy()
            await model.turn()
            _ = log.take()
            root.layoutIfNeeded()
            #expect(log.take().isEmpty)
            root.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(log.take() == ["root.layoutSubviews"])
        }

        @Test func aPassGoesTopDownAndAViewMarkedAfterItsVisitWaits() async {
            // WWDC 2015 session 219: "Traverse the view hierarchy, top-down".
            let (_, root, child) = hierarchy()
            await model.turn()
            _ = log.take()
            root.setNeedsLayout()
            child.setNeedsLayout()
            await model.turn()
            #expect(log.take() == ["root.layoutSubviews", "child.layoutSubviews"])
        }

        @Test func aNewSizeLaysOutAndAMoveWithoutResizingDoesNot() async {
            // Stack Overflow 728372: layoutSubviews "only if the size … is different".
            let (_, _, child) = hierarchy()
            await model.turn()
            _ = log.take()
            child.frame = CGRect(x: 10, y: 300, width: 100, height: 100)
            await model.turn()
            #expect(log.take().isEmpty)
            child.frame = CGRect(x: 10, y: 300, width: 100, height: 120)
            await model.turn()
            #expect(log.take() == ["root.layoutSubviews", "child.layoutSubviews"])
        }

        @Test func aFlexibleSubviewIsResizedWithItsSuperview() {
            // Apple's autoresizingMask: resized "when its superview’s bounds change".
            let (_, root, child) = hierarchy()
            child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.frame = CGRect(x: 0, y: 0, width: root.bounds.width + 10, height: root.bounds.height - 20)
            #expect(child.bounds.size == CGSize(width: 110, height: 80))
        }

        @Test func aConstrainedSubviewTakesItsFrameWhenItsSuperviewLaysOut() async {
            let (_, root, child) = hierarchy()
            child.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                child.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -10),
                child.heightAnchor.constraint(equalToConstant: 50),
            ])
            await model.turn()
            #expect(child.frame == CGRect(x: 0, y: 844 - 34 - 10 - 50, width: 390, height: 50))
        }
    }
}
