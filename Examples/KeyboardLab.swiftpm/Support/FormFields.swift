import UIKit

/// A scrolling column of labelled text fields, as a sign-up or settings form
/// has: the long form and the form sheet are built from it.
@MainActor
struct FormFields {
    /// The scroll view, pinned to the edges of the view it was added to.
    let scrollView = UIScrollView()
    /// The column inside it, for views added after the fields.
    let stack = UIStackView()
    /// The fields, top to bottom; Return moves to the next one.
    private(set) var fields: [UITextField] = []

    /// Adds a scroll view to `view` with one field per label.
    init(labels: [String], in view: UIView) {
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        stack.axis = .vertical
        stack.spacing = 16
        for label in labels {
            let field = UITextField()
            field.placeholder = label
            field.borderStyle = .roundedRect
            stack.addArrangedSubview(Self.caption(label))
            stack.addArrangedSubview(field)
            fields.append(field)
        }
        Self.chainReturnKeys(fields)
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
        ])
    }

    /// A small label above a field.
    static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }

    /// Return moves to the next field; on the last one it closes the keyboard.
    private static func chainReturnKeys(_ fields: [UITextField]) {
        for (index, field) in fields.enumerated() {
            let next = index + 1 < fields.count ? fields[index + 1] : nil
            field.returnKeyType = next == nil ? .done : .next
            field.addAction(
                UIAction { [weak field, weak next] _ in
                    if let next {
                        next.becomeFirstResponder()
                    } else {
                        field?.resignFirstResponder()
                    }
                },
                for: .primaryActionTriggered
            )
        }
    }
}
