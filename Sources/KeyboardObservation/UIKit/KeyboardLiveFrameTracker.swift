#if canImport(UIKit) && !os(visionOS)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A hidden, non-interactive subview whose frame is its superview's
/// `keyboardLayoutGuide`: each of its layout passes reports the guide's frame,
/// in screen coordinates, to every report closure still tracking.
///
/// One per view: ``track(_:report:)`` adds a closure to the view's tracker,
/// or adds the tracker. Once every closure has returned `false`, it leaves
/// its superview on the next turn of the main queue. Not on visionOS, which
/// has no screen to report in.
@available(iOS 15.0, *)
final class KeyboardLiveFrameTracker: UIView {
    /// The closures still tracking, in the order they were added.
    private var reports: [@MainActor (CGRect) -> Bool] = []

    /// Reports `view`'s keyboard layout guide frame to `report` on each layout
    /// pass, through the tracker `view` has, or a new one.
    static func track(_ view: UIView, report: @escaping @MainActor (CGRect) -> Bool) {
        let existing = view.subviews.lazy.compactMap { $0 as? KeyboardLiveFrameTracker }.first
        let tracker = existing ?? pinned(to: view)
        tracker.reports.append(report)
    }

    /// A new tracker in `view`, its four edges pinned to `view.keyboardLayoutGuide`.
    private static func pinned(to view: UIView) -> KeyboardLiveFrameTracker {
        let tracker = KeyboardLiveFrameTracker(frame: .zero)
        tracker.isHidden = true
        tracker.isUserInteractionEnabled = false
        tracker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tracker)
        let guide = view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            tracker.topAnchor.constraint(equalTo: guide.topAnchor),
            tracker.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            tracker.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            tracker.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        return tracker
    }

    /// Reports the frame, in screen coordinates (those of UIKit's keyboard
    /// notifications); nothing while the view is in no window.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard !reports.isEmpty, let screen = keyboardScreenSpace else { return }
        let frame = convert(bounds, to: screen)
        // NB: taken out before calling, so a closure that adds another one
        // to this tracker (a behaviour created inside a handler) keeps it.
        let calling = reports
        reports = []
        reports = calling.filter { $0(frame) } + reports
        if reports.isEmpty {
            // NB: not removed here: this runs inside UIKit's layout pass over
            // the superview's subviews, and removing a view also removes its
            // constraints from the engine that is laying out. A closure added
            // before the block runs keeps the tracker.
            DispatchQueue.main.async { [weak self] in
                guard let self, reports.isEmpty else { return }
                removeFromSuperview()
            }
        }
    }
}
#endif
