#if canImport(UIKit) && !os(visionOS)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A hidden subview of a host view, pinned to the host's
/// `keyboardLayoutGuide`, that hands the guide's raw facts (its frame, the
/// host's frame and resting band, the screen, all in screen coordinates) on
/// each of its layout passes to every closure still tracking; one per host,
/// gone once all returned `false`. What the facts mean is decided by
/// `KeyboardLayoutGuideReading`, which host by `KeyboardGuideHostChoice`,
/// whether to believe them by `KeyboardGuideCheck`.
///
/// UIKit lays out a view constrained to the guide whenever the guide
/// changes, frame by frame while a finger drags the keyboard (documented
/// from iOS 17, WWDC23 "Keep up with the keyboard"); KVO on the guide's
/// `layoutFrame` is reported not to fire after the first layout.
@available(iOS 15.0, *)
final class KeyboardGuideTracker: KeyboardCallbackView<KeyboardLayoutGuideReading> {
    static func track(in host: UIView, report: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool) {
        let tracker = existing(in: host) ?? pinned(to: host)
        tracker.append(report)
    }

    private static func pinned(to host: UIView) -> KeyboardGuideTracker {
        let tracker = KeyboardGuideTracker(frame: .zero)
        tracker.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(tracker)
        let guide = host.keyboardLayoutGuide
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
        guard isInUse, let host = superview, let screen = window?.windowScene?.screen else { return }
        let space = screen.coordinateSpace
        callAll(
            with: KeyboardLayoutGuideReading(
                guideFrame: convert(bounds, to: space), viewFrame: host.convert(host.bounds, to: space),
                restingBandHeight: Self.restingBandHeight(of: host), screenBounds: screen.bounds
            )
        )
    }

    /// The guide's height at rest: the host's bottom safe area, or none when
    /// the app turned `usesBottomSafeArea` off (iOS 17+).
    private static func restingBandHeight(of host: UIView) -> CGFloat {
        if #available(iOS 17.0, *), !host.keyboardLayoutGuide.usesBottomSafeArea { return 0 }
        return host.safeAreaInsets.bottom
    }
}
#endif
