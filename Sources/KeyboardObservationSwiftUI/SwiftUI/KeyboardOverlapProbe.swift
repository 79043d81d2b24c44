#if canImport(SwiftUI) && canImport(UIKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import KeyboardObservation
import SwiftUI
import UIKit

/// An invisible UIKit view behind a SwiftUI view that measures it in screen
/// coordinates, where keyboard frames are. SwiftUI's `.global` space is the
/// window's, which is not the screen's in a form sheet, Split View, Slide
/// Over or a Stage Manager window; a `UIView` converts to its window scene's
/// screen, as the UIKit behaviors do. It is handed SwiftUI's own bottom safe
/// area (a `GeometryReader`'s), which ``KeyboardOverlapReporter`` takes the
/// content inset above.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
struct KeyboardOverlapProbe: UIViewRepresentable {
    let pool: ObserverPool
    let safeAreaBottomInset: CGFloat
    let report: @MainActor (KeyboardOverlap) -> Void

    func makeUIView(context: Context) -> KeyboardOverlapProbeView {
        let view = KeyboardOverlapProbeView(frame: .zero)
        // NB: invisible without `isHidden`: a view with no content draws nothing,
        // and one that takes no touches passes them on. A hidden view counts as
        // off screen (`KeyboardAnimationFacts.isOnScreen`), and the animation policy
        // would then apply every change at once, never with the keyboard.
        view.isUserInteractionEnabled = false
        view.start(pool: pool, safeAreaBottomInset: safeAreaBottomInset, report: report)
        view.animationPolicy = context.environment.keyboardAnimationPolicy
        return view
    }

    func updateUIView(_ view: KeyboardOverlapProbeView, context: Context) {
        view.update(safeAreaBottomInset: safeAreaBottomInset, report: report)
        view.animationPolicy = context.environment.keyboardAnimationPolicy
    }
}

/// The probe's view: the measured view of a ``KeyboardOverlapReporter``,
/// which decides what reaches SwiftUI state and when.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
final class KeyboardOverlapProbeView: UIView {
    private var reporter: KeyboardOverlapReporter?

    func start(pool: ObserverPool, safeAreaBottomInset: CGFloat, report: @escaping @MainActor (KeyboardOverlap) -> Void) {
        reporter = KeyboardOverlapReporter(
            measuring: self, pool: pool, safeAreaBottomInset: safeAreaBottomInset,
            animate: { info, changes in withAnimation(.keyboard(info)) { changes() } },
            report: report
        )
    }

    /// When a post's change animates, from the environment.
    var animationPolicy: KeyboardAnimationPolicy {
        get { reporter?.animationPolicy ?? .standard }
        set { reporter?.animationPolicy = newValue }
    }

    func update(safeAreaBottomInset: CGFloat, report: @escaping @MainActor (KeyboardOverlap) -> Void) {
        reporter?.report = report
        reporter?.updateSafeAreaBottomInset(safeAreaBottomInset)
    }
}
#endif
