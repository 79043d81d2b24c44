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
final class AccessoryComposerViewController: UIViewController, UITableViewDataSource {
    private static let cellIdentifier = "message"

    private let tableView = UITableView(frame: .zero, style: .plain)
    private lazy var composer: ChatComposerView = {
        let composer = ChatComposerView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 52))
        composer.autoresizingMask = [.flexibleWidth]
        composer.onSend = { [weak self] text in self?.send(text) }
        return composer
    }()
    private var messages = ChatMessage.samples
    private var keyboardInset: KeyboardContentInsetBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.keyboardDismissMode = .interactive
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        keyboardInset = KeyboardContentInsetBehavior(target: tableView, anchoring: .whenScrolledToBottom)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        becomeFirstResponder()   // the bar shows at the bottom, keyboard down
    }

    override var canBecomeFirstResponder: Bool { true }

    override var inputAccessoryView: UIView? { composer }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let message = messages[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = message.text
        content.secondaryText = message.isMine ? "me" : "them"
        cell.contentConfiguration = content
        return cell
    }

    private func send(_ text: String) {
        messages.append(ChatMessage.next(text, after: messages))
        let last = IndexPath(row: messages.count - 1, section: 0)
        tableView.insertRows(at: [last], with: .automatic)
        tableView.scrollToRow(at: last, at: .bottom, animated: true)
    }
}
