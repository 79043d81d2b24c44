import KeyboardObservation
import UIKit

/// A chat whose composer is its `inputAccessoryView`, as InputBarAccessoryView
/// and MessageKit build one: the bar lives in UIKit's keyboard window, on top
/// of the keyboard, and shows at the bottom while the screen is first
/// responder even with the keyboard down.
///
/// Only the transcript is the package's: a `KeyboardContentInsetBehavior`
/// keeps its last message above the bar, whose height the keyboard's frame
/// includes (iOS 26 leaves it out of the notifications; the keyboard layout
/// guide puts it back). Try: tap the bar's field; drag the keyboard down with
/// the bar; on an iPad, with the floating keyboard.
final class AccessoryComposerViewController: UIViewController {
    private let transcript = ChatTranscript()
    private lazy var composer: ChatComposerView = {
        let composer = ChatComposerView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 52))
        composer.autoresizingMask = [.flexibleWidth]
        composer.onSend = { [weak self] text in self?.transcript.send(text) }
        return composer
    }()
    private var keyboardInset: KeyboardContentInsetBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubviewFillingEdges(transcript.tableView)
        keyboardInset = KeyboardContentInsetBehavior(target: transcript.tableView, anchoring: .whenScrolledToBottom)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        becomeFirstResponder()   // the bar shows at the bottom, keyboard down
        transcript.scrollToEnd()
    }

    override var canBecomeFirstResponder: Bool { true }

    override var inputAccessoryView: UIView? { composer }
}
