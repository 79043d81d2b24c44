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

/// The probe's view: the measured view of a `KeyboardOverlapBehavior`, which
/// starts from the pool's keyboard, follows its events and, while a scroll
/// view on screen dismisses interactively, the keyboard layout guide's frames.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
final class KeyboardOverlapProbeView: UIView {
    var report: @MainActor (KeyboardOverlap) -> Void = { _ in }
    private var behavior: KeyboardOverlapBehavior?

    func start(pool: ObserverPool) {
        behavior = KeyboardOverlapBehavior(measuring: self, pool: pool, animation: .swiftUI) { [weak self] overlap in
            self?.report(overlap)
        }
    }

    /// Measured again whenever SwiftUI moves or resizes it, or it changes window.
    override func layoutSubviews() {
        super.layoutSubviews()
        behavior?.remeasure()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        behavior?.remeasure()
    }
}
#endif
