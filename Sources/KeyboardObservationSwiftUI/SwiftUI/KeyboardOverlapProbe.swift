#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardObservation
import SwiftUI
import UIKit

/// A hidden UIKit view behind a SwiftUI view, the same size, that measures
/// it in screen coordinates, where keyboard frames are. SwiftUI's `.global`
/// space is the window's, which is not the screen's in a form sheet, Split
/// View, Slide Over or a Stage Manager window; a `UIView` converts to its
/// window scene's screen, as the UIKit behaviors do.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
struct KeyboardOverlapProbe: UIViewRepresentable {
    let pool: ObserverPool
    let report: @MainActor (KeyboardOverlap) -> Void

    func makeUIView(context: Context) -> KeyboardOverlapProbeView {
        let view = KeyboardOverlapProbeView(frame: .zero)
        view.isHidden = true
        view.isUserInteractionEnabled = false
        view.report = report
        view.start(pool: pool)
        return view
    }

    func updateUIView(_ view: KeyboardOverlapProbeView, context: Context) {
        view.report = report
    }
}

/// The probe's view: the measured view of a ``KeyboardOverlapReporter``,
/// which decides when its reports may reach SwiftUI state. The behavior
/// underneath starts from the pool's keyboard, follows its events, measures
/// again after the view joins a window or changes size and, while a scroll
/// view on screen dismisses interactively, follows the keyboard layout guide.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
final class KeyboardOverlapProbeView: UIView {
    private var reporter: KeyboardOverlapReporter?

    /// Where reports go; replaced on each update of the representable.
    var report: @MainActor (KeyboardOverlap) -> Void = { _ in }

    func start(pool: ObserverPool) {
        reporter = KeyboardOverlapReporter(measuring: self, pool: pool, animation: .swiftUI) { [weak self] overlap in
            self?.report(overlap)
        }
    }
}
#endif
