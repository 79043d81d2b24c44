import KeyboardObservation
import UIKit

/// Screen 1: a chat in UIKit, as the DocC article `ChatScreens.md` builds it.
///
/// The composer sits on a bottom constraint a `KeyboardConstraintBehavior`
/// moves; the transcript runs under it to the screen's bottom edge, inset by
/// a `KeyboardContentInsetBehavior` that keeps a reader at the last message
/// there (`.whenScrolledToBottom`), and dismisses the keyboard interactively.
/// Try: open the keyboard at the end, then scrolled back; drag it down.
final class UIKitChatViewController: UIViewController, UITableViewDataSource {
    private static let cellIdentifier = "message"

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let composer = ChatComposerView()
    private var messages = ChatMessage.samples
    private var keyboardInset: KeyboardContentInsetBehavior?
    private var keyboardBottom: KeyboardConstraintBehavior?
    private var hasScrolledToEnd = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.keyboardDismissMode = .interactive
        composer.onSend = { [weak self] text in self?.send(text) }
        let backdrop = UIView()   // the composer's colour down to the screen's edge
        backdrop.backgroundColor = composer.backgroundColor
        for subview in [tableView, backdrop, composer] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let bottom = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: composer.bottomAnchor)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom,
            backdrop.topAnchor.constraint(equalTo: composer.topAnchor),
            backdrop.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            backdrop.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        keyboardBottom = KeyboardConstraintBehavior(constraint: bottom, measuring: view)
        keyboardInset = KeyboardContentInsetBehavior(target: tableView, anchoring: .whenScrolledToBottom)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The transcript runs under the composer: its resting insets are the composer's height.
        let height = composer.bounds.height
        if let keyboardInset, keyboardInset.restingInsets.content != height {
            keyboardInset.restingInsets = KeyboardBottomInsets(content: height, indicator: height)
        }
        if !hasScrolledToEnd, !messages.isEmpty {   // open at the last message, as a chat does
            hasScrolledToEnd = true
            tableView.layoutIfNeeded()
            tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
        }
    }

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
