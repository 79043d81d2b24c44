import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Scrolls a scroll view so the input being edited stays visible above the keyboard.
///
/// ```swift
/// keyboardInset = KeyboardContentInsetBehavior(target: scrollView)   // so the content's end is reachable too
/// keyboardReveal = KeyboardRevealBehavior(target: scrollView)
/// ```
///
/// It reveals the active input as the keyboard appears or changes and as
/// focus moves (a text view by its caret, again as its text changes), by the
/// smallest scroll that shows it with `margin` around it. A caret moved by a
/// tap or the arrow keys, without typing, posts nothing UIKit shares: call
/// ``revealActiveInput()`` from your `textViewDidChangeSelection(_:)` if it
/// can move far.
///
/// It is called after every other subscription of its pool, whichever was
/// made first, so it measures where the others' writes (a constraint
/// behavior lifting the form) put the field.
///
/// The target may be the text view being edited itself, as in a note editor
/// whose text view fills the screen: its own caret is kept in view.
///
/// ```swift
/// keyboardInset = KeyboardContentInsetBehavior(target: textView)
/// keyboardReveal = KeyboardRevealBehavior(target: textView)
/// ```
@MainActor
public final class KeyboardRevealBehavior: KeyboardBehavior {
    private let margin: CGFloat
    private weak var target: (any KeyboardRevealTarget)?
    private var editing: TextEditingObservation?

    /// Starts revealing inputs in `target` (held weakly), with `margin` points above and below them.
    public init(
        target: any KeyboardRevealTarget,
        margin: CGFloat = 8,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        self.margin = margin
        super.init()
        editing = TextEditingObservation(
            center: pool.notificationCenter,
            onTextViewChange: { [weak self] in self?.remeasure() },
            onBeginEditing: { [weak self] in self?.revealActiveInput() }
        )
        start(self, pool: pool, animation: animation)
    }

    /// Reveals the active input now, with the last keyboard event's timing:
    /// for focus no notification announces (a custom input view).
    ///
    /// ```swift
    /// func textViewDidChangeSelection(_ textView: UITextView) {   // the caret moved without typing
    ///     keyboardReveal?.revealActiveInput()
    /// }
    /// ```
    public func revealActiveInput() { applyAnimated() }

    /// Leaves the scroll position where it is.
    override func restore() {}
}

extension KeyboardRevealBehavior: KeyboardAdjustment {
    typealias Value = CGFloat

    var targets: (any KeyboardRevealTarget)? { target }

    /// The offset that reveals the active input while the keyboard is up; the current one otherwise.
    func measure(_ state: KeyboardState, on target: any KeyboardRevealTarget) -> CGFloat {
        let metrics = target.keyboardScrollMetrics
        guard state.isShown, let input = target.keyboardActiveCaretFrame ?? target.keyboardActiveInputFrame else {
            return metrics.contentOffsetY
        }
        let covered = state.overlap(in: target.keyboardViewGeometry).coveredHeight
        return metrics.contentOffsetY(revealing: input, keyboardCoveredHeight: covered, margin: margin)
    }

    func written(on target: any KeyboardRevealTarget) -> CGFloat? { target.keyboardContentOffsetY }
    func write(_ offsetY: CGFloat, on target: any KeyboardRevealTarget) { target.keyboardContentOffsetY = offsetY }
    var measuredView: (any KeyboardMeasurable)? { target }
    /// None: a reveal waits for events, so it never scrolls under the user's finger.
    var followsLiveFrames: Bool { false }
    /// Joining a window and a new size only. A new safe area (a bar appearing;
    /// perhaps the content scrolling, for the observer inside a scroll view)
    /// or an inset write (the content-inset behavior's own) must not scroll
    /// back to the caret a reader scrolled away from.
    var remeasuredAfter: Set<KeyboardGeometryChange> { [.joinedWindow, .resized] }
    /// The field ends where the screen's other behaviors put it: a
    /// constraint behavior shrinking the table above a pinned button, made
    /// before or after this one, has laid it out when the reveal measures.
    var measuresOthersWrites: Bool { true }
}

/// Observers of UIKit's text-editing notifications, removed on release: with
/// the keyboard up, a focus change posts only `textDidBeginEditing` (since iOS 11).
final class TextEditingObservation {
    private let center: NotificationCenter
    private let tokens: [any NSObjectProtocol]

    /// Calls `onBeginEditing` when a text field or text view begins editing,
    /// and `onTextViewChange`, if given, when a text view's text changes (its caret may move down).
    init(
        center: NotificationCenter,
        onTextViewChange: (@MainActor @Sendable () -> Void)? = nil,
        onBeginEditing: @escaping @MainActor @Sendable () -> Void
    ) {
        self.center = center
        let names = UIKitTextEditingNotifications.self
        var actions = [(names.textFieldDidBeginEditing, onBeginEditing), (names.textViewDidBeginEditing, onBeginEditing)]
        if let onTextViewChange { actions.append((names.textViewDidChange, onTextViewChange)) }
        tokens = actions.map { name, action in
            center.addObserver(forName: name, object: nil, queue: nil) { _ in MainQueue.run(action) }
        }
    }

    deinit { tokens.forEach(center.removeObserver) }
}
