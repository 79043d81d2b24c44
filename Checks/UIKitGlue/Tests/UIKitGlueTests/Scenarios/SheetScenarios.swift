import Testing
@testable import KeyboardObservation
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// Forms in sheets and popovers: views UIKit shows away from the screen's
    /// bottom, and moves for the keyboard.
    @Suite @MainActor struct Sheets {
        @Test func aFormInAPhonesSheetRevealsTheFieldBeingEdited() async {
            let app = ScenarioApp()
            let form = FormScreen(pool: app.pool)
            let window = await app.present(form)   // .automatic: a page sheet, a card on a phone
            let field = form.fields[7]
            await app.tap(field)
            await app.settle()
            #expect(form.scrollView.contentInset.bottom == 302)   // the card ends at the screen's bottom, over the home indicator
            let fieldBottom = field.convert(field.bounds, to: nil).maxY
            #expect(fieldBottom <= 844 - 336 - 8, "revealed above the keyboard with its margin: \(fieldBottom)")
            #expect(trackers(in: window) == [form.view], "the presented controller's view hosts")
        }

        @Test func aFormInAnIPadFormSheetIsMeasuredWhereUIKitLiftsIt() async {
            let app = ScenarioApp(ScenarioApp.iPad)
            let form = FormScreen(pool: app.pool)
            form.modalPresentationStyle = .formSheet
            await app.present(form)
            await app.tap(form.fields[2])
            await app.settle()
            // Lifted clear of the keyboard (its bottom at 782): nothing covers it.
            #expect(form.view.frame.maxY == 782)
            #expect(form.scrollView.contentInset.bottom == 0)
            form.fields[2].resignFirstResponder()
            await app.settle()
            #expect(form.view.frame.minY == 280)
            #expect(app.guidesDropped.isEmpty)
        }

        @Test func aFormInAnIPadsDefaultSheetIsMeasuredAsInAPageSheet() async {
            // .automatic is a page sheet for a plain controller: UIKit lifts it
            // as far as it can, and the inset is written once, after the lift.
            let automatic = await insetWrites(presenting: nil)
            let pageSheet = await insetWrites(presenting: .pageSheet)
            #expect(pageSheet.count == 1, "written once, where UIKit lifted the sheet: \(pageSheet)")
            #expect(automatic == pageSheet)
        }

        /// The bottom insets a form's scroll view is written, in an iPad
        /// sheet presented with `style` (`nil`: the default), as a field low in
        /// it begins editing.
        private func insetWrites(presenting style: UIModalPresentationStyle?) async -> [CGFloat] {
            let app = ScenarioApp(ScenarioApp.iPad)
            let form = FormScreen(pool: app.pool)
            if let style { form.modalPresentationStyle = style }
            await app.present(form)
            nonisolated(unsafe) var insets: [CGFloat] = []
            // The model reports a write on the main thread, where it was made.
            let observation = form.scrollView.observe(\.contentInset) { scrollView, _ in
                insets.append(MainActor.assumeIsolated { scrollView.contentInset.bottom })
            }
            await app.tap(form.fields[7])
            await app.settle()
            observation.invalidate()
            return insets
        }

        @Test func aFormInAPopoverIsInsetAboveTheKeyboardOnceUIKitShrinksIt() async {
            let app = ScenarioApp(ScenarioApp.iPad)
            let root = UIViewController()
            let form = FormScreen(pool: app.pool)
            form.modalPresentationStyle = .popover
            form.popoverPresentationController?.sourceView = root.view
            form.popoverPresentationController?.sourceRect = CGRect(x: 400, y: 300, width: 20, height: 20)
            await app.present(form, from: root)
            #expect(form.view.frame == CGRect(x: 250, y: 330, width: 320, height: 480))
            await app.tap(form.fields[3])
            await app.settle()
            #expect(form.view.frame.maxY == 782, "shrunk above the keyboard")
            #expect(form.scrollView.contentInset.bottom == 0)
            #expect(app.model.exceptions.isEmpty)
        }
    }
}
