/// Reports what the keyboard covers of one view, each time that changes: the
/// behavior under the SwiftUI product's modifiers, whose probe view is the
/// measured view and whose `report` stores the overlap in SwiftUI state.
///
/// Like every behavior it starts from the pool's current keyboard, follows
/// each event (a report animated with the event's timing through
/// `animation`) and the frames of an interactive dismissal (reported at
/// once), and reports nothing when the overlap did not change.
@MainActor
package final class KeyboardOverlapBehavior: KeyboardBehavior {
    private weak var view: (any KeyboardMeasurable)?
    private let report: @MainActor (KeyboardOverlap) -> Void
    /// The overlap reported last; `nil` before the first report.
    private var reported: KeyboardOverlap?

    /// Starts measuring `view` (held weakly) and reports its overlap now and on each change.
    package init(
        measuring view: any KeyboardMeasurable, pool: ObserverPool, animation: KeyboardAnimation,
        report: @escaping @MainActor (KeyboardOverlap) -> Void
    ) {
        self.view = view
        self.report = report
        super.init(pool: pool, animation: animation)
        start(self)
    }
}

extension KeyboardOverlapBehavior: KeyboardAdjustment {
    func measure(_ state: KeyboardState) -> KeyboardOverlap? {
        guard let view else { return nil }
        return state.overlap(in: view.keyboardViewGeometry)
    }

    var written: KeyboardOverlap? { reported }

    func write(_ overlap: KeyboardOverlap) {
        reported = overlap
        report(overlap)
    }

    var liveFrameSource: (any KeyboardMeasurable)? { view }
}
