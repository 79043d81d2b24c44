import KeyboardObservation
import UIKit

/// Screen 2: a long form, scrolled so the field being edited stays above the keyboard.
///
/// `KeyboardContentInsetBehavior` makes the form's end reachable above the
/// keyboard; `KeyboardRevealBehavior` scrolls the focused field (and the
/// notes' caret, as the text grows) into view. Try: Return through the
/// fields, type lines into the notes, rotate.
final class LongFormViewController: UIViewController {
    private var form: FormFields?
    private let notes = UITextView()
    private var keyboardInset: KeyboardContentInsetBehavior?
    private var keyboardReveal: KeyboardRevealBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let labels = [
            "First name", "Last name", "Email", "Phone", "Street", "City", "Postcode", "Country",
            "Company", "Job title", "Website", "Referral code",
        ]
        let form = FormFields(labels: labels, in: view)
        notes.font = .preferredFont(forTextStyle: .body)
        notes.isScrollEnabled = false   // grows with its text, so the caret moves down the form
        notes.backgroundColor = .secondarySystemBackground
        notes.text = "Notes: type several lines here."
        form.stack.addArrangedSubview(FormFields.caption("Notes"))
        form.stack.addArrangedSubview(notes)
        notes.heightAnchor.constraint(greaterThanOrEqualToConstant: 120).isActive = true
        keyboardInset = KeyboardContentInsetBehavior(target: form.scrollView)
        keyboardReveal = KeyboardRevealBehavior(target: form.scrollView)
        self.form = form
    }
}
