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
final class KeyboardLiveFrameTracker: KeyboardCallbackView<KeyboardLayoutGuideReading> {
    static func track(in window: UIWindow, report: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool) {
        let tracker = existing(in: window) ?? pinned(to: window)
        tracker.append(report)
    }

    private static func pinned(to window: UIWindow) -> KeyboardLiveFrameTracker {
        let tracker = KeyboardLiveFrameTracker(frame: .zero)
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
        guard isInUse, let window, let screen = keyboardScreenSpace else { return }
        callAll(
            with: KeyboardLayoutGuideReading(
                guideFrame: convert(bounds, to: screen), viewFrame: window.convert(window.bounds, to: screen),
                safeAreaBottomInset: window.safeAreaInsets.bottom, screenBounds: screen.bounds
            )
        )
    }
}
#endif
