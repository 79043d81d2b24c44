import KeyboardObservation
import UIKit

/// Screen 3: a button on a bottom constraint with a minimum spacing.
///
/// The constraint keeps the button 20 pt above the safe area; with
/// `minimumSpacing = 10` the behavior makes it `max(20, overlap + 10)`, so
/// the button sits 10 pt above the keyboard instead of 20 pt above it.
/// The readout shows the constant the behavior wrote.
final class SpacingButtonViewController: UIViewController {
    private let readout = FormFields.caption("")
    private var bottom: NSLayoutConstraint?
    private var keyboardBottom: KeyboardConstraintBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let field = UITextField()
        field.placeholder = "Code from the text message"
        field.borderStyle = .roundedRect
        let explanation = FormFields.caption(
            "The button is 20 pt above the safe area, and 10 pt above the keyboard while it is up."
        )
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Continue") { _ in })
        let column = UIStackView(arrangedSubviews: [field, explanation, readout])
        column.axis = .vertical
        column.spacing = 12
        for subview in [column, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        let bottom = safeArea.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 20)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            button.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            button.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            bottom,
        ])
        keyboardBottom = KeyboardConstraintBehavior(constraint: bottom, measuring: view)
        keyboardBottom?.minimumSpacing = 10
        self.bottom = bottom
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let bottom else { return }
        readout.text = "Constraint constant: \(LabFormat.points(bottom.constant)) pt"
    }
}
