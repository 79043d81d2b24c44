import UIKit

/// The window the lab's panel floats in: above the app's window and its
/// sheets, below the keyboard, never key, and passing every touch outside
/// the panel's card through to the app.
final class LabPanelWindow: UIWindow {
    // NB: never key, so a tap on the panel leaves the first responder, and the keyboard, where they are.
    override var canBecomeKey: Bool { false }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || hit === rootViewController?.view ? nil : hit
    }

    /// Shows the panel over `scene`'s windows; it stays as long as the returned window is kept.
    static func show(in scene: UIWindowScene) -> LabPanelWindow {
        let window = LabPanelWindow(windowScene: scene)
        window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
        window.rootViewController = LabPanelViewController()
        window.isHidden = false
        return window
    }
}
