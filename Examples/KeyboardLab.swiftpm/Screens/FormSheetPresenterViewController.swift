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
        let explanation = FormFields.caption(
            "On iPad the form opens in a form sheet, which UIKit moves up for the keyboard. "
                + "The sheet's scroll view is inset by what the keyboard still covers of it."
        )
        let button = UIButton(
            configuration: .filled(),
            primaryAction: UIAction(title: "Present the form sheet") { [weak self] _ in self?.presentForm() }
        )
        let column = UIStackView(arrangedSubviews: [explanation, button])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
        ])
    }

    private func presentForm() {
        let navigation = UINavigationController(rootViewController: SheetFormViewController())
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}
