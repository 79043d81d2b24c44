#if canImport(UIKit)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A hidden subview, as large as the measured view and resized with it, that
/// hands over the raw facts a behavior measures again for: the view joined
/// or left a window (`didMoveToWindow()` reaches every subview), its size
/// changed (a flexible subview is laid out whenever its superview's size
/// changes), its safe area changed (this subview covers the view, so its
/// safe area is the view's), or, for a scroll view, someone wrote its
/// content or indicator insets (observed by key-value observing: Apple does
/// not document UIKit's KVO compliance, but `contentInset` is widely
/// observed so in public code). One per view, shared by its behaviors; what
/// the facts mean is decided by `KeyboardRemeasureSchedule`.
final class KeyboardGeometryObserverView: KeyboardCallbackView<KeyboardGeometryChange> {
    private var lastSize = CGSize.zero
    private var insetObservations: [NSKeyValueObservation] = []

    static func observe(_ view: UIView, onChange: @escaping @MainActor (KeyboardGeometryChange) -> Bool) {
        let host = host(for: view)
        let observer = existing(in: host) ?? added(to: host)
        observer.append(onChange)
    }

    private static func added(to view: UIView) -> KeyboardGeometryObserverView {
        let observer = KeyboardGeometryObserverView(frame: view.bounds)
        observer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        observer.lastSize = view.bounds.size
        view.addSubview(observer)
        if let scrollView = view as? UIScrollView { observer.observeInsets(of: scrollView) }
        return observer
    }

    private func observeInsets(of scrollView: UIScrollView) {
        let report: @Sendable () -> Void = { [weak self] in
            MainQueue.run { [weak self] in self?.callAll(with: .insetsChanged) }
        }
        insetObservations = [
            scrollView.observe(\.contentInset) { _, _ in report() },
            scrollView.observe(\.verticalScrollIndicatorInsets) { _, _ in report() },
        ]
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        callAll(with: window == nil ? .leftWindow : .joinedWindow)
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        callAll(with: .safeAreaChanged)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != lastSize else { return }
        lastSize = bounds.size
        callAll(with: .resized)
    }
}
#endif
