import UIKit

/// Opens the UIKit chat in a window of its own whose root is a
/// `UINavigationController`, as a UIKit-lifecycle app's scene delegate sets
/// it up (the rest of the lab runs under SwiftUI's `WindowGroup`, whose
/// window's root is a hosting controller). The package follows the keyboard
/// layout guide of that navigation controller's view there.
final class UIKitRootWindowLauncher: UIViewController {
    /// The window while it is open.
    private var window: UIWindow?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let explanation = FormFields.caption(
            "Opens the chat in a new window whose root view controller is a UINavigationController, "
                + "as an app with a scene delegate has. Done closes it."
        )
        let button = UIButton(
            configuration: .filled(),
            primaryAction: UIAction(title: "Open the window") { [weak self] _ in self?.openWindow() }
        )
        let column = UIStackView(arrangedSubviews: [explanation, button])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
        ])
    }

    private func openWindow() {
        guard window == nil, let scene = view.window?.windowScene else { return }
        let chat = UIKitChatViewController()
        chat.title = "Chat (UIKit root)"
        chat.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.closeWindow() }
        )
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UINavigationController(rootViewController: chat)
        window.makeKeyAndVisible()
        self.window = window
    }

    private func closeWindow() {
        window?.isHidden = true
        window = nil
        view.window?.makeKey()
    }
}
