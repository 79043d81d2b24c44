import KeyboardObservation
import UIKit

/// Screen 1: a chat in UIKit, as the DocC article `ChatScreens.md` builds it.
///
/// The composer sits on a bottom constraint a `KeyboardConstraintBehavior`
/// moves; the transcript runs under it to the screen's bottom edge, inset by
/// a `KeyboardContentInsetBehavior` that keeps a reader at the last message
/// there (`.whenScrolledToBottom`), and dismisses the keyboard interactively.
/// Try: open the keyboard at the end, then scrolled back; drag it down.
final class UIKitChatViewController: UIViewController {
    private let transcript = ChatTranscript()
    private let composer = ChatComposerView()
    private var keyboardInset: KeyboardContentInsetBehavior?
    private var keyboardBottom: KeyboardConstraintBehavior?
    private var hasScrolledToEnd = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        composer.onSend = { [weak self] text in self?.transcript.send(text) }
        let backdrop = UIView()   // the composer's colour down to the screen's edge
        backdrop.backgroundColor = composer.backgroundColor
        view.addSubviewFillingEdges(transcript.tableView)
        for subview in [backdrop, composer] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let bottom = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: composer.bottomAnchor)
        NSLayoutConstraint.activate([
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom,
            backdrop.topAnchor.constraint(equalTo: composer.topAnchor),
            backdrop.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            backdrop.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        keyboardBottom = KeyboardConstraintBehavior(constraint: bottom, measuring: view)
        keyboardInset = KeyboardContentInsetBehavior(target: transcript.tableView, anchoring: .whenScrolledToBottom)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The transcript runs under the composer: its resting insets are the composer's height.
        let height = composer.bounds.height
        if let keyboardInset, keyboardInset.restingInsets.content != height {
            keyboardInset.restingInsets = KeyboardBottomInsets(content: height, indicator: height)
        }
        if !hasScrolledToEnd {   // open at the last message, as a chat does
            hasScrolledToEnd = true
            transcript.scrollToEnd()
        }
    }
}
