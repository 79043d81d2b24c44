// Model: presenting a controller (Apple's `present(_:animated:completion:)`
// and `UIModalPresentationStyle` documentation; Hacknicity, "View
// Controller Presentation Changes in iOS 13" and "… iOS and iPadOS 16").
// - `.automatic` is `.pageSheet` for a plain controller (iOS 13).
// - In a regular-width window a form sheet is centred (540 × 620), a page
//   sheet is centred and as tall as the window's safe area; a popover sits
//   below its source rect (320 × 480, the model's size). In a compact-width
//   window all three adapt to a card below the top safe area ("a form sheet
//   presentation will adapt and fill the width, just like on iPhone").
// - The presented view lies in a container view UIKit adds to the window
//   (UIKit's private transition view); the presenting view stays in the
//   window, except for `.fullScreen` and `.currentContext`, where "the views
//   belonging to the presenting view controller are removed after the
//   presentation completes" (Apple's `fullScreen` documentation), on the
//   next turn.
// How UIKit moves a sheet or a popover for the keyboard is the keyboard's
// (Model/UIKitModel+Keyboard.swift).

@MainActor
enum ModelPresentation {
    static func present(_ presented: UIViewController, from presenter: UIViewController, completion: (() -> Void)?) {
        guard let window = presenter.view.window else { return }
        presenter.modelPresented = presented
        presented.modelPresenting = presenter
        let container = UIKitTransitionView(frame: window.modelBounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        let view: UIView = presented.view
        view.frame = frame(of: presented, in: window)
        presented.modelInstallView(in: container, at: 0)
        UIKitModel.current.onNextTurn {
            if [.fullScreen, .currentContext].contains(style(of: presented)) { presenter.modelOutermostView?.modelRemoveFromWindowForPresentation() }
            completion?()
        }
    }

    static func dismiss(from controller: UIViewController, completion: (() -> Void)?) {
        let presented = controller.modelPresented ?? controller
        guard let presenter = presented.modelPresenting else { return }
        let container = presented.modelView?.modelSuperview
        presented.modelRemoveView()
        container?.removeFromSuperview()
        presenter.modelPresented = nil
        presented.modelPresenting = nil
        UIKitModel.current.onNextTurn { completion?() }
    }

    /// The style UIKit shows `controller` with: `.automatic` resolved; sheets
    /// and popovers adapted in a compact width.
    static func style(of controller: UIViewController) -> UIModalPresentationStyle {
        controller.modalPresentationStyle == .automatic ? .pageSheet : controller.modalPresentationStyle
    }

    /// Where the presented view sits in `window` before any keyboard moves it.
    static func frame(of controller: UIViewController, in window: UIWindow) -> CGRect {
        let bounds = window.modelBounds
        let safe = window.modelScreenSafeAreaInsets
        let regular = UIKitModel.current.horizontalSizeClass(of: window) == .regular
        let card = CGRect(x: 0, y: safe.top + 10, width: bounds.width, height: bounds.height - safe.top - 10)
        switch style(of: controller) {
        case .formSheet:
            guard regular else { return card }
            return CGRect(x: bounds.midX - 270, y: bounds.midY - 310, width: 540, height: 620)
        case .pageSheet:
            guard regular else { return card }
            let height = bounds.height - safe.top - safe.bottom - 40
            return CGRect(x: bounds.midX - 352, y: safe.top + 20, width: 704, height: height)
        case .popover:
            guard regular, let popover = controller.modelPopover else { return card }
            let source = popover.sourceView.map { $0.convert(popover.sourceRect, to: window) } ?? .zero
            let x = min(max(source.midX - 160, 0), bounds.width - 320)
            return CGRect(x: x, y: source.maxY + 10, width: 320, height: 480)
        default:
            return bounds
        }
    }

    /// How UIKit keeps a presentation clear of the keyboard.
    enum KeyboardAdaptation {
        /// A form or page sheet centred in a regular width is lifted.
        case lift
        /// A popover (a regular width) is shortened.
        case shrink
    }

    /// How UIKit moves `controller`'s presentation for the keyboard; `nil`
    /// for one it leaves where it is (a compact width, any other style).
    static func keyboardAdaptation(of controller: UIViewController) -> KeyboardAdaptation? {
        guard let window = controller.modelView?.window, UIKitModel.current.horizontalSizeClass(of: window) == .regular
        else { return nil }
        switch style(of: controller) {
        case .formSheet, .pageSheet: return .lift
        case .popover: return .shrink
        default: return nil
        }
    }
}

/// UIKit's private view that holds a presented controller's view in the window.
final class UIKitTransitionView: UIView {}

extension UIViewController {
    /// The view of the outermost controller holding this one.
    var modelOutermostView: UIView? {
        var controller = self
        while let parent = controller.modelParent { controller = parent }
        return controller.modelView
    }
}

extension UIView {
    /// Takes a presenting controller's view out of its window (a full-screen presentation).
    func modelRemoveFromWindowForPresentation() {
        modelViewController?.modelRemoveView()
    }
}
