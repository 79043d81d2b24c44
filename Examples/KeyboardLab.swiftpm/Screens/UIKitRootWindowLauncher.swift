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
        view.addExplanation(
            "Opens the chat in a new window whose root view controller is a UINavigationController, "
                + "as an app with a scene delegate has. Done closes it.",
            button: "Open the window"
        ) { [weak self] in self?.openWindow() }
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
