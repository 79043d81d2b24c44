import UIKit

/// The messages of a UIKit chat screen and the table that shows them: the
/// chat and the accessory-composer screens share it.
@MainActor
final class ChatTranscript: NSObject, UITableViewDataSource {
    private static let cellIdentifier = "message"

    /// The table, dismissing the keyboard interactively.
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var messages = ChatMessage.samples

    override init() {
        super.init()
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.keyboardDismissMode = .interactive
    }

    /// Appends a message of the user's and scrolls to it.
    func send(_ text: String) {
        messages.append(ChatMessage.next(text, after: messages))
        let last = IndexPath(row: messages.count - 1, section: 0)
        tableView.insertRows(at: [last], with: .automatic)
        tableView.scrollToRow(at: last, at: .bottom, animated: true)
    }

    /// Scrolls to the last message at once, as a chat opens.
    func scrollToEnd() {
        guard !messages.isEmpty else { return }
        tableView.layoutIfNeeded()
        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: false)
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
}
