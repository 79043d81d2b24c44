import KeyboardObservation
import UIKit

/// The form inside screen 4's sheet: a scroll view with a content-inset behavior.
final class SheetFormViewController: UIViewController {
    private var form: FormFields?
    private var keyboardInset: KeyboardContentInsetBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Form sheet"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) }
        )
        let labels = ["Title", "Location", "Starts", "Ends", "Invitees", "Alert", "URL", "Notes"]
        let form = FormFields(labels: labels, in: view)
        keyboardInset = KeyboardContentInsetBehavior(target: form.scrollView)
        self.form = form
    }
}
