import UIKit

/// The panel's card: the pool's state, its last posts, and the trace's
/// buttons; collapsed, only its top row.
final class LabPanelView: UIView {
    let recordButton = LabPanelView.button(.filled(), title: "Record")
    let shareButton = LabPanelView.button(.tinted(), title: "Share")
    let copyButton = LabPanelView.button(.tinted(), title: "Copy")
    let sideButton = LabPanelView.button(.plain(), title: "⇆")
    let collapseButton = LabPanelView.button(.plain(), title: "–")

    private let titleLabel = LabPanelView.label(.preferredFont(forTextStyle: .headline))
    private let stateLabel = LabPanelView.label(.monospacedSystemFont(ofSize: 11, weight: .regular))
    private let postsLabel = LabPanelView.label(.monospacedSystemFont(ofSize: 10, weight: .regular))
    private let traceLabel = LabPanelView.label(.preferredFont(forTextStyle: .caption1))
    private let details = UIStackView()

    /// Whether only the top row shows.
    var isCollapsed: Bool {
        get { details.isHidden }
        set {
            details.isHidden = newValue
            collapseButton.configuration?.title = newValue ? "+" : "–"
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBackground.withAlphaComponent(0.92)
        layer.cornerRadius = 12
        titleLabel.text = "Keyboard"
        let header = UIStackView(arrangedSubviews: [titleLabel, recordButton, sideButton, collapseButton])
        header.spacing = 4
        let exportRow = UIStackView(arrangedSubviews: [traceLabel, shareButton, copyButton])
        exportRow.spacing = 4
        for view in [stateLabel, postsLabel, exportRow] {
            details.addArrangedSubview(view)
        }
        details.axis = .vertical
        details.spacing = 6
        let column = UIStackView(arrangedSubviews: [header, details])
        column.axis = .vertical
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            column.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            column.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            column.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("LabPanelView is made in code")
    }

    /// Shows one moment of the lab.
    ///
    /// - Parameters:
    ///   - summary: The top row's word for the keyboard (its placement).
    ///   - state: The pool's state, a fact a line.
    ///   - posts: The last posts, newest first.
    ///   - trace: What the recording is doing, or what the last export did.
    ///   - isRecording: Whether Record reads Stop.
    ///   - canExport: Whether a finished trace can be shared or copied.
    func show(summary: String, state: [String], posts: [String], trace: String, isRecording: Bool, canExport: Bool) {
        titleLabel.text = "Keyboard: \(summary)"
        stateLabel.text = state.joined(separator: "\n")
        postsLabel.text = posts.isEmpty ? "no posts yet" : posts.joined(separator: "\n")
        traceLabel.text = trace
        recordButton.configuration?.title = isRecording ? "Stop" : "Record"
        shareButton.isEnabled = canExport
        copyButton.isEnabled = canExport
    }

    private static func button(_ configuration: UIButton.Configuration, title: String) -> UIButton {
        var configuration = configuration
        configuration.title = title
        configuration.buttonSize = .small
        return UIButton(configuration: configuration)
    }

    private static func label(_ font: UIFont) -> UILabel {
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        return label
    }
}
