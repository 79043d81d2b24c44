import UIKit

/// The input bar of the UIKit chat: a field and a Send button.
final class ChatComposerView: UIView {
    /// Called with the text when the user sends it (Send or Return); the field is then emptied.
    var onSend: ((String) -> Void)?

    private let field = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        field.placeholder = "Message"
        field.borderStyle = .roundedRect
        field.returnKeyType = .send
        field.addAction(UIAction { [weak self] _ in self?.send() }, for: .primaryActionTriggered)
        let sendButton = UIButton(
            configuration: .filled(),
            primaryAction: UIAction(title: "Send") { [weak self] _ in self?.send() }
        )
        let row = UIStackView(arrangedSubviews: [field, sendButton])
        row.axis = .horizontal
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            row.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 12),
            row.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("ChatComposerView is made in code")
    }

    private func send() {
        guard let text = field.text, !text.isEmpty else { return }
        field.text = ""
        onSend?(text)
    }
}
