import Testing
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// The safe area (Apple's safeAreaInsets and additionalSafeAreaInsets documentation).
    @Suite @MainActor struct SafeArea {
        let model = UIKitModel.begin()
        let log = EventLog()

        @Test func aViewGetsThePartOfItsSuperviewsSafeAreaThatOverlapsIt() {
            let window = UIWindow(windowScene: model.mainScene)
            let bottomBar = UIView(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
            let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
            window.addSubview(bottomBar)
            window.addSubview(middle)
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(bottomBar.safeAreaInsets.bottom == 34)
            #expect(middle.safeAreaInsets == .zero)
            #expect(UIView().safeAreaInsets == .zero)
        }

        @Test func additionalInsetsAddToTheControllersViewAndAreReportedDuringLayout() async {
            let controller = UIViewController()
            let view = RecordingView("view", log: log)
            controller.view = view
            _ = model.makeWindow(rootViewController: controller)
            await model.turn()
            #expect(log.take().contains("view.safeAreaInsetsDidChange(47.0, 34.0)"))
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
            #expect(view.safeAreaInsets.bottom == 84)
            #expect(log.entries.isEmpty)
            await model.turn()
            #expect(log.take() == ["view.safeAreaInsetsDidChange(47.0, 84.0)", "view.layoutSubviews"])
        }
    }
}
