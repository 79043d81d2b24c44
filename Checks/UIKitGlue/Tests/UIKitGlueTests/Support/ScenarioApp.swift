@testable import KeyboardObservation
@_spi(UIKitModel) import UIKit

/// An app on the UIKit model, as a scenario drives it: a world, a pool on
/// the center UIKit posts to, and what the package told the developer.
@MainActor
final class ScenarioApp {
    let model: UIKitModel
    let pool: ObserverPool
    /// What the package reported in the console, in order.
    private(set) var diagnostics: [KeyboardDiagnostic] = []

    init(_ configuration: UIKitModel.Configuration = UIKitModel.Configuration()) {
        model = UIKitModel.begin(configuration)
        pool = ObserverPool(notificationCenter: model.notificationCenter, sweepInterval: nil)
        KeyboardDiagnostics.sink = { [weak self] in self?.diagnostics.append($0) }
    }

    /// A device like the model's default, for a configuration that differs in one switch.
    static func configuration(_ change: (inout UIKitModel.Configuration) -> Void) -> UIKitModel.Configuration {
        var configuration = UIKitModel.Configuration()
        change(&configuration)
        return configuration
    }

    /// Shows `screen` as the root of a new key window, and lets the turn end.
    @discardableResult
    func launch(_ screen: UIViewController) async -> UIWindow {
        let window = model.makeWindow(rootViewController: screen)
        await model.turn()
        return window
    }

    /// Shows `root` as the root of a new key window and presents `screen`
    /// from it, animated, as an app does; the presentation's turn ends.
    @discardableResult
    func present(_ screen: UIViewController, from root: UIViewController = UIViewController()) async -> UIWindow {
        let window = await launch(root)
        root.present(screen, animated: true)
        await model.turn()
        return window
    }

    /// The user taps `input`: it becomes first responder; the turn ends.
    func tap(_ input: UIResponder) async {
        input.becomeFirstResponder()
        await model.turn()
    }

    /// Lets the keyboard's animation finish: its did-posts come, each in a turn.
    func settle() async { await model.advance(by: 0.3) }

    /// One frame of an interactive dismissal: the keyboard's top at `top`, then the layout pass.
    func drag(toTop top: CGFloat) async {
        model.keyboard.drag(toTop: top)
        await model.turn()
    }

    /// An iPad; every other switch as on the model's default device.
    static var iPad: UIKitModel.Configuration { configuration { $0.device = .iPad } }

    /// The layout guides the package stopped following, and why.
    var guidesDropped: [KeyboardGuideCheck.Fault] {
        diagnostics.compactMap { diagnostic in
            guard case .layoutGuideNotFollowed(let fault) = diagnostic else { return nil }
            return fault
        }
    }
}
