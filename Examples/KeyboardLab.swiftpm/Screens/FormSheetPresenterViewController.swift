import UIKit

/// Screen 4: presents a form in an iPad form sheet (a page sheet on iPhone).
///
/// UIKit moves a form sheet up for the keyboard after posting; the sheet's
/// inset behavior measures it where it ends up, so only the part still
/// covered is inset. Try it on an iPad, in both orientations, and with the
/// floating keyboard (which covers nothing).
final class FormSheetPresenterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addExplanation(
            "On iPad the form opens in a form sheet, which UIKit moves up for the keyboard. "
                + "The sheet's scroll view is inset by what the keyboard still covers of it.",
            button: "Present the form sheet"
        ) { [weak self] in self?.presentForm() }
    }

    private func presentForm() {
        let navigation = UINavigationController(rootViewController: SheetFormViewController())
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}
