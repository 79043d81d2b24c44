#if canImport(UIKit) && !os(visionOS)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A hidden subview of a host view, pinned to the host's
/// `keyboardLayoutGuide`, that hands the guide's raw facts (its frame, the
/// host's frame and resting band, the screen, all in screen coordinates) on
/// each of its layout passes to every closure still tracking; one per host,
/// gone after the layout pass that finds each returned `false` or was
/// cancelled (its pool freed). What the facts mean is decided by
/// `KeyboardLayoutGuideReading`, which host by `KeyboardGuideHostChoice`,
/// whether to believe them by `KeyboardGuideCheck`.
///
/// UIKit lays out a view constrained to the guide whenever the guide
/// changes, frame by frame while a finger drags the keyboard ("Follows
/// dismiss gesture when it intersects": WWDC21 "Your guide to keyboard
/// layout", WWDC23 "Keep up with the keyboard"); KVO on the guide's
/// `layoutFrame` is reported not to fire after the first layout.
///
/// It is the host's first subview: a layout pass goes top-down, subviews in
/// order, so its reading comes before the rest of the host's subtree is laid
/// out, and a constraint a reading changes below the host's own subviews
/// takes effect in the same pass (docs/UIKitModel.md, "One pass behind").
@available(iOS 15.0, *)
final class KeyboardGuideTracker: KeyboardCallbackView<KeyboardLayoutGuideReading> {
    static func track(
        in view: UIView, report: @escaping @MainActor (KeyboardLayoutGuideReading) -> Bool
    ) -> any KeyboardCancellable {
        let host = host(for: view)
        let tracker = existing(in: host) ?? pinned(to: host)
        return tracker.append(report)
    }

    /// The tracker's reading now, in `view`; `nil` when it has none.
    static func currentReading(in view: UIView) -> KeyboardLayoutGuideReading? {
        existing(in: host(for: view))?.reading
    }

    private static func pinned(to host: UIView) -> KeyboardGuideTracker {
        let tracker = KeyboardGuideTracker(frame: .zero)
        tracker.translatesAutoresizingMaskIntoConstraints = false
        host.insertSubview(tracker, at: 0)
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
        // NB: called also once no closure is in use: a session cancelled from
        // outside a layout pass (its pool freed) leaves only cancelled
        // closures, and this call drops them and takes the tracker away.
        guard let reading else { return }
        callAll(with: reading)
    }

    /// The raw facts now: the guide (this view's frame), the host and the screen.
    private var reading: KeyboardLayoutGuideReading? {
        guard let host = superview, let screen = window?.windowScene?.screen else { return nil }
        let space = screen.coordinateSpace
        return KeyboardLayoutGuideReading(
            guideFrame: convert(bounds, to: space), viewFrame: host.convert(host.bounds, to: space),
            restingBandHeight: Self.restingBandHeight(of: host), screenBounds: screen.bounds
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
