import UIKit

extension UIView {
    /// Adds `subview` and pins it to this view's four edges.
    func addSubviewFillingEdges(_ subview: UIView) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: topAnchor),
            subview.leadingAnchor.constraint(equalTo: leadingAnchor),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Adds, below the top of the safe area, a caption explaining a screen
    /// and a button that does its one thing.
    func addExplanation(_ text: String, button title: String, action: @escaping () -> Void) {
        let explanation = FormFields.caption(text)
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: title) { _ in action() })
        let column = UIStackView(arrangedSubviews: [explanation, button])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        let safeArea = safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
        ])
    }
}
