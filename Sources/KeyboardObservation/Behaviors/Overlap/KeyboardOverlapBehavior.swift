/// Calls `onChange` with what the keyboard covers of a view: the general
/// behavior, for anything that is not "a base plus the overlap" (an alpha, a
/// second constraint, `max(safe area, covered)`, a rect that is not a view).
///
/// ```swift
/// toolbarFade = KeyboardOverlapBehavior(measuring: view) { [weak self] overlap in
///     self?.toolbar.alpha = overlap.coveredHeight > 0 ? 0 : 1
/// }
/// ```
///
/// `onChange` is called at once on creation, then only when the overlap
/// changes: inside the keyboard's animation for an event (so UIKit changes
/// made there animate with the keyboard), at once for a frame of an
/// interactive dismissal, and on the next main-queue turn after the view
/// joins a window or changes size. The SwiftUI product's modifiers are built on it.
///
/// Do not move the measured view from `onChange` (its frame or origin):
/// measured again where it was moved to, clear of the keyboard, it is
/// covered by nothing and drops back. To lift a view, use
/// ``KeyboardOffsetBehavior``, which measures where layout put it.
///
/// To measure a rect that is not a view, conform a class of yours to
/// ``KeyboardMeasurable`` and call ``KeyboardBehavior/remeasure()`` when the
/// rect moves: nothing else tells the behavior (see ``KeyboardMeasurable``).
@MainActor
public final class KeyboardOverlapBehavior: KeyboardBehavior {
    private weak var view: (any KeyboardMeasurable)?
    private let onChange: @MainActor (KeyboardOverlap) -> Void
    /// The overlap reported last; `nil` before the first report.
    private var reported: KeyboardOverlap?

    /// Starts measuring `view` (held weakly) and calls `onChange` with its overlap now and on each change.
    ///
    /// - Parameters:
    ///   - view: The view whose overlap is measured; on UIKit, any `UIView`.
    ///   - pool: The pool to follow; `ObserverPool.shared` by default.
    ///   - animation: How a change caused by a keyboard event is applied; alongside the keyboard by default.
    ///   - onChange: Called on the main actor with the new overlap.
    public init(
        measuring view: any KeyboardMeasurable, pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic,
        onChange: @escaping @MainActor (KeyboardOverlap) -> Void
    ) {
        self.view = view
        self.onChange = onChange
        super.init()
        start(self, pool: pool, animation: animation)
    }

    /// What the keyboard covers of the view, as last reported to `onChange`:
    /// for code that needs it again without a change, such as focus moving
    /// to another field while the keyboard stays up.
    public var overlap: KeyboardOverlap { reported ?? .none }

    /// Reports that nothing is covered, once paused or detached.
    override func restore() { write(.none) }
}

extension KeyboardOverlapBehavior: KeyboardAdjustment {
    var targets: (any KeyboardMeasurable)? { view }

    func measure(_ state: KeyboardState, on view: any KeyboardMeasurable) -> KeyboardOverlap {
        state.overlap(in: view.keyboardViewGeometry)
    }

    func written(on view: any KeyboardMeasurable) -> KeyboardOverlap? { reported }
    func write(_ overlap: KeyboardOverlap, on view: any KeyboardMeasurable) { write(overlap) }

    /// Reports `overlap` when it changed; needs no view (``restore()`` reports `.none` after the view is gone).
    func write(_ overlap: KeyboardOverlap) {
        guard overlap != reported else { return }
        reported = overlap
        onChange(overlap)
    }

    var measuredView: (any KeyboardMeasurable)? { view }
    var followsLiveFrames: Bool { true }
}
