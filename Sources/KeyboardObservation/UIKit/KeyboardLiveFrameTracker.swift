#if canImport(UIKit) && !os(visionOS)
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A hidden subview pinned to its superview's `keyboardLayoutGuide` that
/// reports the guide's frame, in screen coordinates, on each layout pass to
/// every closure still tracking; one per view, gone once all returned `false`.
@available(iOS 15.0, *)
final class KeyboardLiveFrameTracker: UIView {
    private var reports: [@MainActor (CGRect) -> Bool] = []

    static func track(_ view: UIView, report: @escaping @MainActor (CGRect) -> Bool) {
        let existing = view.subviews.lazy.compactMap { $0 as? KeyboardLiveFrameTracker }.first
        let tracker = existing ?? pinned(to: view)
        tracker.reports.append(report)
    }

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

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !reports.isEmpty, let screen = keyboardScreenSpace else { return }
        let frame = convert(bounds, to: screen)
        // NB: taken out before calling, so a closure that adds another one
        // to this tracker (a behavior created inside a handler) keeps it.
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
