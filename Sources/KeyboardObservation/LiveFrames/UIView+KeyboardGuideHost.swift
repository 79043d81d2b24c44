#if canImport(UIKit)
import UIKit

extension UIView: KeyboardGuideHostCandidate {
    /// The view whose keyboard layout guide tells the keyboard over this one,
    /// chosen by `KeyboardGuideHostChoice` from the controllers' views that
    /// hold it, or, for a view outside the key window, the key window's
    /// topmost controller's view that can host (else the nearest below it);
    /// `nil` when none can, in no window, before iOS 15, and on visionOS.
    package var keyboardGuideHost: (any KeyboardGuideHost)? {
        #if os(visionOS)
        return nil
        #else
        guard #available(iOS 15.0, *), let window else { return nil }
        let keyWindow = window.windowScene?.keyWindow
        let isInKeyWindow = keyWindow === window
        let keyWindowControllers = isInKeyWindow ? [] : keyWindow?.controllerChain ?? []
        let owner = owningViewController
        let outermost = owner?.outermostParent
        let presentationRoot = outermost?.presentingViewController == nil ? nil : outermost?.view
        let windowRoot = window.rootViewController?.view
        switch KeyboardGuideHostChoice(
            isInKeyWindow: isInKeyWindow, sceneHasKeyWindow: keyWindow != nil,
            keyWindowControllers: keyWindowControllers.map { Self.hostFacts($0.viewIfLoaded) ?? Self.unloaded },
            presentationRoot: Self.hostFacts(presentationRoot), windowRoot: Self.hostFacts(windowRoot),
            owner: Self.hostFacts(owner?.view)
        ) {
        case .presentationRoot: return presentationRoot
        case .windowRoot: return windowRoot
        case .owner: return owner?.view
        case .keyWindowController(let index): return keyWindowControllers[index].view
        case .none: return nil
        }
        #endif
    }

    /// Whether this view is in a window.
    package var isInWindow: Bool { window != nil }

    /// A controller whose view is not loaded: in no window.
    private static let unloaded = KeyboardGuideHostChoice.Facts(isInWindow: false, isScrollView: false)

    private static func hostFacts(_ view: UIView?) -> KeyboardGuideHostChoice.Facts? {
        view.map { KeyboardGuideHostChoice.Facts(isInWindow: $0.isInWindow, isScrollView: $0 is UIScrollView) }
    }
}

extension UIView: KeyboardGuideHost {
    /// Hands over the raw facts of this view's `keyboardLayoutGuide` on each
    /// layout pass, through a hidden tracker subview (iOS 15+; nothing on visionOS).
    package func trackKeyboardGuide(
        _ onReading: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool
    ) -> (any KeyboardCancellable)? {
        #if os(visionOS)
        return nil
        #else
        guard #available(iOS 15.0, *) else { return nil }
        return KeyboardGuideTracker.track(in: self, report: onReading)
        #endif
    }

    /// The tracker's raw facts now; `nil` when this view has none.
    package var currentKeyboardGuideReading: KeyboardLayoutGuideReading? {
        #if os(visionOS)
        return nil
        #else
        guard #available(iOS 15.0, *) else { return nil }
        return KeyboardGuideTracker.currentReading(in: self)
        #endif
    }
}
#endif
