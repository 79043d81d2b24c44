import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Scrolls a scroll view so the input being edited stays visible above the
/// keyboard, as the keyboard appears, changes, and focus moves between fields.
///
/// ```swift
/// keyboardInset = KeyboardContentInsetBehaviour(target: scrollView)
/// keyboardReveal = KeyboardRevealBehaviour(target: scrollView)
/// // In textFieldDidBeginEditing(_:), when the keyboard does not post again:
/// keyboardReveal?.revealActiveInput()
/// ```
///
/// UIKit posts `willShow` again as focus moves from field to field, and each
/// one reveals the new active input. The scroll is the smallest that shows
/// the input with ``margin`` around it, never past the content's ends, and
/// none at all when the input is already visible (``InputReveal``). Pair it
/// with ``KeyboardContentInsetBehaviour`` so the user can scroll to the end
/// of the content too.
@MainActor
public final class KeyboardRevealBehaviour: KeyboardObservable {
    /// The scroll view; `nil` once it is gone.
    public private(set) weak var target: (any KeyboardRevealTarget)?
    /// Space kept above and below the revealed input, in points.
    public var margin: CGFloat
    private var core: BehaviourCore

    /// Starts revealing inputs in `target`.
    ///
    /// - Parameters:
    ///   - target: The scroll view; held weakly.
    ///   - margin: Space kept around the input; ``InputReveal/defaultMargin`` by default.
    ///   - pool: The pool to listen on; ``ObserverPool/shared`` by default.
    ///   - animation: How changes are applied; ``KeyboardAnimation/automatic`` by default.
    public init(
        target: any KeyboardRevealTarget,
        margin: CGFloat = InputReveal.defaultMargin,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        self.margin = margin
        core = BehaviourCore(pool: pool, animation: animation)
        core.attach(self)
    }

    /// `willShow`, `willHide` and `willChangeFrame`.
    public var observedKeyboardEvents: Set<KeyboardEvent> { KeyboardFrameTracker.events }

    /// Reveals the active input while the keyboard is shown; detaches once
    /// the target is gone.
    public func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        guard let target = core.accept(event, info: info, target: target, for: self),
              core.tracker.frame != nil
        else { return }
        reveal(in: target)
    }

    /// Reveals the active input now, with the last keyboard event's timing;
    /// call it when focus moves without a keyboard event.
    public func revealActiveInput() {
        guard let target else { return }
        reveal(in: target)
    }

    /// Stops listening; the scroll position is left as it is.
    public func detach() {
        core.detach(self)
    }

    private func reveal(in target: any KeyboardRevealTarget) {
        guard let input = target.keyboardActiveInputFrame else { return }
        let covered = core.tracker.overlap(in: target.keyboardViewGeometry).coveredHeight
        let metrics = target.keyboardScrollMetrics
        let offsetY = metrics.contentOffsetY(revealing: input, keyboardCoveredHeight: covered, margin: margin)
        guard offsetY != metrics.contentOffsetY else { return }
        core.perform(core.lastInfo) { target.keyboardContentOffsetY = offsetY }
    }
}
