import Testing
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// Presentations, and how the keyboard moves them (ModelPresentation.swift's sources).
    @Suite @MainActor struct Presentation {
        @Test func aFormSheetOnAnIPadIsCentredAndLiftedRightAfterTheShowsPosts() async {
            let model = UIKitModel.begin(ScenarioApp.iPad)
            let root = UIViewController()
            _ = model.makeWindow(rootViewController: root)
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            root.present(sheet, animated: false)
            #expect(sheet.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
            let field = UITextField()
            sheet.view.addSubview(field)
            let seen = EventLog()
            let token = model.notificationCenter.addObserver(
                forName: Notification.Name("UIKeyboardWillShowNotification"), object: nil, queue: nil
            ) { _ in
                MainActor.assumeIsolated {
                    seen.append("handler \(sheet.view.frame.minY)")
                    DispatchQueue.main.async { MainActor.assumeIsolated { seen.append("block \(sheet.view.frame.minY)") } }
                }
            }
            field.becomeFirstResponder()
            await model.turn()
            model.notificationCenter.removeObserver(token)
            // A handler sees it where it was, a block the handler queued sees it lifted.
            #expect(seen.take() == ["handler 280.0", "block 162.0"])
            #expect(sheet.view.frame == CGRect(x: 140, y: 1180 - 398 - 620, width: 540, height: 620))
            field.resignFirstResponder()
            await model.turns(2)
            #expect(sheet.view.frame.minY == 280)
        }

        @Test func onAPhoneASheetIsACardAndTheKeyboardLeavesItWhereItIs() async {
            let model = UIKitModel.begin()
            let root = UIViewController()
            _ = model.makeWindow(rootViewController: root)
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            root.present(sheet, animated: false)
            #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            let field = UITextField()
            sheet.view.addSubview(field)
            field.becomeFirstResponder()
            await model.turns(2)
            #expect(sheet.view.frame.minY == 57)
        }

        @Test func aSheetKeepsItsWindowsWidthOnAnIPadAndIsCompactOnAPhone() async {
            for (configuration, expected) in [(ScenarioApp.iPad, UIUserInterfaceSizeClass.regular), (.init(), .compact)] {
                let model = UIKitModel.begin(configuration)
                let root = UIViewController()
                _ = model.makeWindow(rootViewController: root)
                for style in [UIModalPresentationStyle.formSheet, .pageSheet, .automatic] {
                    let sheet = UIViewController()
                    sheet.modalPresentationStyle = style
                    root.present(sheet, animated: false)
                    #expect(sheet.traitCollection.horizontalSizeClass == expected, "\(style)")
                    #expect(root.traitCollection.horizontalSizeClass == expected)
                    sheet.dismiss(animated: false)
                    await model.turn()
                }
            }
        }

        @Test func aFullScreenPresentationTakesThePresentersViewOutOfTheWindowOnTheNextTurn() async {
            let model = UIKitModel.begin()
            let root = UIViewController()
            let window = model.makeWindow(rootViewController: root)
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: true)
            #expect(root.view.window === window)
            await model.turn()
            #expect(root.view.window == nil)
            #expect(presented.presentingViewController === root)
        }

        @Test func aPopoverShrinksAboveTheKeyboard() async {
            let model = UIKitModel.begin(ScenarioApp.iPad)
            let root = UIViewController()
            _ = model.makeWindow(rootViewController: root)
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            popover.popoverPresentationController?.sourceView = root.view
            popover.popoverPresentationController?.sourceRect = CGRect(x: 400, y: 500, width: 20, height: 20)
            root.present(popover, animated: false)
            #expect(popover.view.frame == CGRect(x: 250, y: 530, width: 320, height: 480))
            let field = UITextField()
            popover.view.addSubview(field)
            field.becomeFirstResponder()
            await model.turns(2)
            #expect(popover.view.frame == CGRect(x: 250, y: 530, width: 320, height: 1180 - 398 - 530))
        }
    }
}
