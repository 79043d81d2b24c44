#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The UIKit layer's hidden, inert helper subview (the layout-guide tracker,
/// the geometry observer): one per host view, keeping the closures of every
/// behavior that uses it.
///
/// Once no closure wants more calls it leaves its superview on the next
/// main-queue turn, not inside the layout pass or window change that found it
/// unused: removing a view there also removes its constraints from the engine
/// that is laying out. A closure added before that turn keeps it.
class KeyboardCallbackView<Argument>: UIView {
    private let callbacks = KeyboardCallbackList<Argument>()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view a helper for `view` goes in: `view` itself, or a visual-effect
    /// view's content view, which has its size ("Don't add subviews directly
    /// to the visual effect view itself": Apple's `UIVisualEffectView`
    /// documentation; from iOS 11 it raises).
    static func host(for view: UIView) -> UIView {
        (view as? UIVisualEffectView)?.contentView ?? view
    }

    /// The helper of this kind among `host`'s subviews; `nil` when it has none.
    static func existing(in host: UIView) -> Self? {
        host.subviews.lazy.compactMap { $0 as? Self }.first
    }

    /// Adds `callback`, called from the next ``callAll(with:)`` on, until it
    /// returns `false` or the returned registration is cancelled.
    @discardableResult
    func append(_ callback: @escaping @MainActor (Argument) -> Bool) -> any KeyboardCancellable {
        callbacks.append(callback)
    }

    /// Calls every closure with `argument`; once none wants more, leaves on the next turn.
    func callAll(with argument: Argument) {
        callbacks.callAll(with: argument)
        guard callbacks.isEmpty else { return }
        MainQueue.nextTurn { [weak self] in
            guard let self, callbacks.isEmpty else { return }
            removeFromSuperview()
        }
    }
}
#endif
