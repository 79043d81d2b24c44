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
/// ```
///
/// It reveals the active input when the keyboard appears or changes, and by
/// itself when focus moves to another field with the keyboard up (UIKit's
/// `textDidBeginEditing` notifications: no keyboard notification is posted
/// then, since iOS 11). In a text view it reveals the caret rather than the
/// whole view, and again as the text changes, so a growing text view keeps
/// its caret above the keyboard; a text field is revealed whole.
///
/// The scroll is the smallest that shows the input with `margin` around
/// it, never past the content's ends, and none at all when the input is
/// already visible. Created while the keyboard is already up, it reveals the
/// active input at once. Pair it with ``KeyboardContentInsetBehaviour`` so
/// the user can scroll to the end of the content too.
@MainActor
public final class KeyboardRevealBehaviour {
    /// Space kept above and below the revealed input, in points.
    private let margin: CGFloat
    private weak var target: (any KeyboardRevealTarget)?
    private let engine: KeyboardBehaviourEngine<KeyboardRevealBehaviour>
    private var editing: TextEditingObservation?

    /// Starts revealing inputs in `target`, from the keyboard as it is now.
    ///
    /// - Parameters:
    ///   - target: The scroll view; held weakly.
    ///   - margin: Space kept around the input; 8 points by default.
    ///   - pool: The pool to listen on; ``ObserverPool/shared`` by default.
    ///   - animation: How changes are applied; ``KeyboardAnimation/automatic`` by default.
    public init(
        target: any KeyboardRevealTarget,
        margin: CGFloat = 8,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        self.margin = margin
        engine = KeyboardBehaviourEngine(pool: pool, animation: animation)
        editing = TextEditingObservation(
            center: pool.storage.notificationCenter,
            onBeginEditing: { [weak self] in self?.revealActiveInput() },
            onTextViewChange: { [weak self] in self?.remeasure() }
        )
        engine.start(self)
    }

    /// Reveals the active input now, with the last keyboard event's timing.
    ///
    /// Focus changes between text fields and text views are followed by
    /// themselves; call this for what no notification announces (a custom
    /// input view, a responder that is not a UIKit text input).
    public func revealActiveInput() {
        engine.apply(animatedWith: engine.state.info)
    }

    /// Re-applies the current keyboard at once, for when the scroll view
    /// moved without a keyboard event (see the README, "remeasure()").
    public func remeasure() {
        engine.apply(animatedWith: nil)
    }

    /// Stops listening; the scroll position is left as it is.
    public func detach() {
        engine.stop()
        editing = nil
    }
}

extension KeyboardRevealBehaviour: KeyboardAdjustment {
    /// The offset that reveals the active input while the keyboard is up;
    /// the current offset otherwise.
    func measure(_ state: KeyboardState) -> CGFloat? {
        guard let target else { return nil }
        let metrics = target.keyboardScrollMetrics
        guard state.isShown, let input = target.keyboardActiveCaretFrame ?? target.keyboardActiveInputFrame else {
            return metrics.contentOffsetY
        }
        let covered = state.overlap(in: target.keyboardViewGeometry).coveredHeight
        return metrics.contentOffsetY(revealing: input, keyboardCoveredHeight: covered, margin: margin)
    }

    var written: CGFloat? {
        target?.keyboardContentOffsetY
    }

    func write(_ offsetY: CGFloat) {
        target?.keyboardContentOffsetY = offsetY
    }

    /// None: a reveal waits for events, so it never scrolls under the user's finger.
    var liveFrameSource: (any KeyboardMeasurable)? {
        nil
    }
}
