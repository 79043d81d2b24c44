import KeyboardObservation

/// The SwiftUI modifiers' link to a `KeyboardOverlapBehavior`, and the one
/// place that decides when an overlap may reach SwiftUI state: a plain
/// class, tested without SwiftUI.
///
/// Writing SwiftUI state during a view update (`makeUIView`, `updateUIView`,
/// a representable's layout pass) is "modifying state during view update":
/// undefined behavior, and a report that can be lost (chris.eidhof.nl,
/// "view-representable"; swiftui-lab.com, "state changes"). So:
/// - the first report, which `makeUIView` would make, waits for the next
///   main-queue turn: the behavior is created then;
/// - a report caused by the probe joining a window or changing size waits for
///   the next turn too, as every behavior's does;
/// - a report caused by a keyboard post or a drag frame stays synchronous:
///   UIKit posts outside SwiftUI's update, and a change made there animates
///   with the keyboard.
@MainActor
final class KeyboardOverlapReporter {
    /// Where reports go; the representable replaces it on each update.
    var report: @MainActor (KeyboardOverlap) -> Void
    private weak var view: (any KeyboardMeasurable)?
    private weak var pool: ObserverPool?
    private let animation: KeyboardAnimation
    private var behavior: KeyboardOverlapBehavior?

    /// Prepares to measure `view` (held weakly); nothing is reported before the next main-queue turn.
    init(
        measuring view: any KeyboardMeasurable, pool: ObserverPool, animation: KeyboardAnimation,
        report: @escaping @MainActor (KeyboardOverlap) -> Void
    ) {
        self.view = view
        self.pool = pool
        self.animation = animation
        self.report = report
        MainQueue.nextTurn { [weak self] in self?.start() }
    }

    /// Whether the behavior has started (after the first main-queue turn).
    var hasStarted: Bool { behavior != nil }

    private func start() {
        guard behavior == nil, let view, let pool else { return }
        behavior = KeyboardOverlapBehavior(measuring: view, pool: pool, animation: animation) { [weak self] overlap in
            self?.report(overlap)
        }
    }
}
