#if canImport(UIKit) && !os(visionOS)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A hidden subview of a window, pinned to the window's `keyboardLayoutGuide`,
/// that hands the guide's raw facts (its frame, the window's frame, the
/// window's bottom safe-area inset and the screen, all in screen
/// coordinates) on each layout pass to every closure still tracking; one per
/// window, gone once all returned `false`. What the facts mean is decided by
/// `KeyboardLayoutGuideReading`.
///
/// Hosted by the window, not by the measured view: the window is a view the
/// app and UIKit leave alone (a table or collection view controller's view
/// sits in UIKit's private wrapper, and a scroll view lays its subviews out
/// in content coordinates), and its guide spans the widest area, so it sees
/// the keyboard's top wherever the keyboard covers the window.
@available(iOS 15.0, *)
final class KeyboardLiveFrameTracker: UIView {
    private let readers = KeyboardCallbackList<KeyboardLayoutGuideReading>()

    static func track(in window: UIWindow, report: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool) {
        let existing = window.subviews.lazy.compactMap { $0 as? KeyboardLiveFrameTracker }.first
        let tracker = existing ?? pinned(to: window)
        tracker.readers.append(report)
    }

    private static func pinned(to window: UIWindow) -> KeyboardLiveFrameTracker {
        let tracker = KeyboardLiveFrameTracker(frame: .zero)
        tracker.isHidden = true
        tracker.isUserInteractionEnabled = false
        tracker.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(tracker)
        let guide = window.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            tracker.topAnchor.constraint(equalTo: guide.topAnchor),
            tracker.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            tracker.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            tracker.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        return tracker
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !readers.isEmpty, let window, let screen = keyboardScreenSpace else { return }
        let reading = KeyboardLayoutGuideReading(
            guideFrame: convert(bounds, to: screen), viewFrame: window.convert(window.bounds, to: screen),
            safeAreaBottomInset: window.safeAreaInsets.bottom, screenBounds: screen.bounds
        )
        readers.callAll(with: reading)
        if readers.isEmpty {
            // NB: not removed here: this runs inside UIKit's layout pass over
            // the window's subviews, and removing a view also removes its
            // constraints from the engine that is laying out. A closure added
            // before the block runs keeps the tracker.
            DispatchQueue.main.async { [weak self] in
                guard let self, readers.isEmpty else { return }
                removeFromSuperview()
            }
        }
    }
}
#endif
