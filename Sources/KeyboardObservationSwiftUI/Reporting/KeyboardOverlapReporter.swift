import Foundation
import KeyboardObservation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The SwiftUI modifiers' link to a `KeyboardOverlapBehavior`, and the one
/// place that decides what overlap reaches SwiftUI state, and when: a plain
/// class, tested without SwiftUI.
///
/// What: the covered height its probe measures in screen coordinates, with
/// the content inset taken above SwiftUI's own bottom safe area (a
/// `GeometryReader`'s `safeAreaInsets.bottom`), not the hidden UIKit view's:
/// under `.ignoresSafeArea()` SwiftUI's is 0 where UIKit's is the home
/// indicator's 34 pt.
///
/// When: writing SwiftUI state during a view update (`makeUIView`,
/// `updateUIView`, a representable's layout pass) is "modifying state during
/// view update": undefined behavior, and a report that can be lost
/// (chris.eidhof.nl, "view-representable"; swiftui-lab.com, "state changes"). So:
/// - the behavior starts at once, in `makeUIView`, but what it reports in
///   the first main-queue turn goes out at the end of that turn: at once, or
///   with the timing of a keyboard post that came meanwhile (a screen that
///   focuses its field as it appears gets its padding animated with the keyboard);
/// - a change of SwiftUI's safe area, handed over in `updateUIView`, and a
///   report caused by the probe joining a window or changing size, go out on
///   the next main-queue turn;
/// - after the first turn, a report caused by a keyboard post or a drag frame
///   stays synchronous: UIKit posts outside SwiftUI's update, and a change
///   made there animates with the keyboard.
@MainActor
final class KeyboardOverlapReporter {
    /// Applies `changes` with a keyboard payload's timing (`nil`: at once); SwiftUI's `withAnimation`.
    typealias Animate = @MainActor (_ info: KeyboardInfo?, _ changes: () -> Void) -> Void

    /// Where reports go; the representable replaces it on each update.
    var report: @MainActor (KeyboardOverlap) -> Void
    private let animate: Animate
    private var behavior: KeyboardOverlapBehavior?
    private var measured = KeyboardOverlap(coveredHeight: 0, contentInset: 0)
    private var safeAreaBottomInset: CGFloat
    /// Where the first main-queue turn stands.
    private enum FirstTurn {
        /// Nothing to report yet.
        case waiting
        /// A report waits for the end of the turn, with this timing (`nil`: at once).
        case pending(KeyboardInfo?)
        /// Over: reports go out as they come.
        case over
    }

    private var firstTurn = FirstTurn.waiting
    private var isInFirstTurn: Bool {
        if case .over = firstTurn { return false }
        return true
    }
    /// The payload of the animated change being made now, if any.
    private var animating: KeyboardInfo?

    /// Starts measuring `view` (held weakly) at once; nothing is reported before the next main-queue turn.
    init(
        measuring view: any KeyboardMeasurable, pool: ObserverPool, safeAreaBottomInset: CGFloat,
        animate: @escaping Animate, report: @escaping @MainActor (KeyboardOverlap) -> Void
    ) {
        self.report = report
        self.animate = animate
        self.safeAreaBottomInset = safeAreaBottomInset
        let timing = KeyboardAnimation { [weak self] info, changes in self?.perform(info, changes) }
        behavior = KeyboardOverlapBehavior(measuring: view, pool: pool, animation: timing) { [weak self] overlap in
            self?.measuredChanged(overlap)
        }
        MainQueue.nextTurn { [weak self] in self?.endFirstTurn() }
    }

    /// The overlap as SwiftUI state holds it: the content inset above SwiftUI's safe area.
    var overlap: KeyboardOverlap {
        let inset = safeAreaBottomInset.isFinite ? max(0, safeAreaBottomInset) : 0
        return KeyboardOverlap(coveredHeight: measured.coveredHeight, contentInset: max(0, measured.coveredHeight - inset))
    }

    /// When a post's change animates: the environment's `keyboardAnimationPolicy`.
    var animationPolicy: KeyboardAnimationPolicy {
        get { behavior?.animationPolicy ?? .standard }
        set { behavior?.animationPolicy = newValue }
    }

    /// SwiftUI's bottom safe area for the view, handed over in `updateUIView`: reported on the next turn.
    func updateSafeAreaBottomInset(_ inset: CGFloat) {
        guard inset != safeAreaBottomInset else { return }
        let before = overlap
        safeAreaBottomInset = inset
        guard overlap != before, !isInFirstTurn else { return }
        MainQueue.nextTurn { [weak self] in
            guard let self else { return }
            report(overlap)
        }
    }

    private func perform(_ info: KeyboardInfo, _ changes: @escaping @MainActor () -> Void) {
        guard !isInFirstTurn else {
            animating = info
            changes()
            animating = nil
            return
        }
        animate(info) { changes() }
    }

    private func measuredChanged(_ overlap: KeyboardOverlap) {
        measured = overlap
        if isInFirstTurn {
            firstTurn = .pending(animating)
        } else {
            report(self.overlap)
        }
    }

    private func endFirstTurn() {
        let ending = firstTurn
        firstTurn = .over
        guard case .pending(let info) = ending else { return }
        animate(info) { report(overlap) }
    }
}
