import Testing
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// The keyboard layout guide (UIKeyboardLayoutGuide.swift's sources), under each configuration.
    @Suite @MainActor struct KeyboardLayoutGuide {
        /// A shown window whose root view has a subview pinned to its guide, laid out once.
        private func screen(
            _ configuration: UIKitModel.Configuration = UIKitModel.Configuration()
        ) async -> (UIKitModel, UIViewController, UIView, UITextField) {
            let model = UIKitModel.begin(configuration)
            let controller = UIViewController()
            _ = model.makeWindow(rootViewController: controller)
            let pinned = UIView()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(pinned)
            let guide = controller.view.keyboardLayoutGuide
            NSLayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: guide.topAnchor),
                pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
            let field = UITextField()
            controller.view.addSubview(field)
            await model.turn()
            return (model, controller, pinned, field)
        }

        @Test func itRestsAtTheSafeAreasBottomAndFollowsTheDockedKeyboard() async {
            let (_, controller, pinned, field) = await screen()
            #expect(pinned.frame == CGRect(x: 0, y: 810, width: 390, height: 34))
            #expect(controller.view.keyboardLayoutGuide.layoutFrame == pinned.frame)
            field.becomeFirstResponder()
            await UIKitModel.current.turn()
            #expect(pinned.frame == CGRect(x: 0, y: 508, width: 390, height: 336))
        }

        @Test func itFollowsADragFrameByFrameUnlessTheConfigurationSaysNot() async {
            let (model, _, pinned, field) = await screen()
            field.becomeFirstResponder()
            await model.advance(by: 0.25)
            model.keyboard.drag(toTop: 700)
            await model.turn()
            #expect(pinned.frame.minY == 700)
            var still = UIKitModel.Configuration()
            still.guidesFollowDrags = false
            let (other, _, otherPinned, otherField) = await screen(still)
            otherField.becomeFirstResponder()
            await other.advance(by: 0.25)
            other.keyboard.drag(toTop: 700)
            await other.turn()
            #expect(otherPinned.frame.minY == 508)
        }

        @Test func itReadsZeroUntilItsViewLaysOutOnce() {
            let model = UIKitModel.begin()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            _ = model.mainScene
            #expect(view.keyboardLayoutGuide.layoutFrame == .zero)
            view.layoutIfNeeded()
            #expect(view.keyboardLayoutGuide.layoutFrame != .zero)
        }

        @Test func aWindowsOwnGuideNeverMoves() async {
            let (model, controller, _, field) = await screen()
            let window = controller.view.window!
            window.layoutIfNeeded()
            let resting = window.keyboardLayoutGuide.layoutFrame
            field.becomeFirstResponder()
            await model.turn()
            #expect(window.keyboardLayoutGuide.layoutFrame == resting)
        }

        @Test func aGuideAttachedInTheTurnOfAShowMissesIt() async {
            let model = UIKitModel.begin()
            let controller = UIViewController()
            _ = model.makeWindow(rootViewController: controller)
            let field = UITextField()
            controller.view.addSubview(field)
            await model.turn()
            let late = UIView()
            late.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(late)
            let guide = controller.view.keyboardLayoutGuide
            NSLayoutConstraint.activate([
                late.topAnchor.constraint(equalTo: guide.topAnchor),
                late.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            field.becomeFirstResponder()
            await model.advance(by: 0.25)
            #expect(late.frame.minY == 810)
            field.resignFirstResponder()
            await model.advance(by: 0.25)
            field.becomeFirstResponder()
            await model.advance(by: 0.25)
            #expect(late.frame.minY == 508)
        }

        @Test(arguments: [true, false])
        func aGuideMadeOverAnOpenKeyboardRestsUntilTheNextTransitionUnlessTheConfigurationSaysNot(missesIt: Bool) async {
            var configuration = UIKitModel.Configuration()
            configuration.guidesMadeOverAnOpenKeyboardMissIt = missesIt
            let (model, controller, _, field) = await screen(configuration)
            field.becomeFirstResponder()
            await model.advance(by: 0.25)
            let late = UIView(frame: controller.view.bounds)   // its guide is made over the open keyboard
            controller.view.addSubview(late)
            let guide = late.keyboardLayoutGuide
            late.layoutIfNeeded()
            #expect(guide.layoutFrame.minY == (missesIt ? 810 : 508))
        }

        @Test func aStuckGuideStaysAtRest() async {
            var stuck = UIKitModel.Configuration()
            stuck.guides = .stuckAtRest
            let (model, _, pinned, field) = await screen(stuck)
            field.becomeFirstResponder()
            await model.advance(by: 0.25)
            #expect(pinned.frame.minY == 810)
        }
    }
}
