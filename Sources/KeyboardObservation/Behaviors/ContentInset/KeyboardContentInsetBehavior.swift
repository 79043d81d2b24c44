import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Keeps a scroll view's content reachable above the keyboard: while the
/// keyboard is up it adds the overlap's ``KeyboardOverlap/contentInset`` to
/// the bottom content and indicator insets, and takes it away on hide (the
/// safe area the scroll view adds itself is not counted twice).
///
/// ```swift
/// keyboardInset = KeyboardContentInsetBehavior(target: tableView)
/// ```
///
/// It owns only the part it added, so it composes with insets the app sets
/// itself: write the scroll view's insets as usual (say in
/// `viewDidLayoutSubviews`) and the behavior notices (it observes the
/// scroll view's insets) and puts the keyboard's part back on top on the
/// next main-queue turn; or set ``restingInsets``, which keeps the keyboard's
/// part at once. With `contentInsetAdjustmentBehavior = .never`, where UIKit
/// adds no safe area and apps write it into `contentInset` themselves, as
/// much of your inset as the bottom safe area is high counts as clearing it,
/// so the safe area is not counted twice.
///
/// For a chat transcript, ``anchoring`` also moves the content offset in the
/// same write, so the last message stays above the input bar:
///
/// ```swift
/// keyboardInset = KeyboardContentInsetBehavior(target: tableView, anchoring: .whenScrolledToBottom)
/// ```
///
/// A scroll view flipped upside down (`transform.d < 0`, an inverted
/// transcript) gets the keyboard's room in its top insets, which are drawn at
/// its bottom; ``restingInsets`` are then those top insets.
///
/// On the table view of a `UITableViewController`, which makes room for the
/// keyboard by itself, it adds nothing (a second inset would double it); a
/// debug build says so when the behavior is created.
@MainActor
public final class KeyboardContentInsetBehavior: KeyboardBehavior {
    private weak var target: (any KeyboardInsetTarget)?
    /// The same target when it can be anchored (a scroll view), read once when the behavior is made.
    private weak var anchoringTarget: (any KeyboardAnchoringTarget)?
    /// The same target when it can tell whether a `UITableViewController` manages it, read once.
    private weak var tableViewControllerSource: (any KeyboardTableViewControllerSource)?
    private var composition = KeyboardInsetComposition()
    /// The edge ``composition`` was last read or written at; `nil` before the first.
    private var compositionEdge: KeyboardScrollAnchoring.Edge?

    /// Whether the content offset moves with the inset, so the content's
    /// visual bottom stays where the reader had it; ``Anchoring-swift.enum/never``
    /// unless the initialiser was given another. A change applies from the
    /// next inset change on.
    ///
    /// ```swift
    /// keyboardInset?.anchoring = .always   // the reader chose "keep my place" in the settings
    /// ```
    public var anchoring: Anchoring {
        get { anchoringSetting }
        set { anchoringSetting = newValue }
    }

    // NB: stored privately, behind the public property: another module may
    // access a public stored property, so the runtime checks each access to
    // one for exclusivity, each drag frame's write too; a private one is
    // checked when compiled.
    private var anchoringSetting: Anchoring

    /// The insets without the keyboard's part (zero once the target is gone).
    /// Setting it writes them at once, keeping the keyboard's part, and moves
    /// the content offset as ``anchoring`` says; inside
    /// `UIView.animate(withDuration:animations:)` the change animates.
    ///
    /// ```swift
    /// let toolbarHeight = toolbar.bounds.height   // a toolbar now covers the content's bottom
    /// UIView.animate(withDuration: 0.25) {
    ///     self.keyboardInset?.restingInsets = KeyboardBottomInsets(content: toolbarHeight, indicator: toolbarHeight)
    /// }
    /// ```
    public var restingInsets: KeyboardBottomInsets {
        get {
            guard let targets else { return KeyboardBottomInsets() }
            // NB: read without moving the keyboard's part: a scroll view flipped
            // since it was composed holds it at its old edge, the new one only the app's.
            let anchor = currentAnchoring(targets)
            let insets = keyboardEdgeInsets(of: targets, anchor: anchor)
            return compositionEdge == nil || compositionEdge == anchor.keyboardEdge ? composition.resting(in: insets) : insets
        }
        set {
            guard let targets else { return }
            writeKeyboardEdgeInsets(on: targets) { composition.insets(withResting: newValue, from: $0) }
        }
    }

    /// Starts adjusting `target` (held weakly), from the keyboard as it is now.
    ///
    /// ```swift
    /// keyboardInset = KeyboardContentInsetBehavior(target: tableView, anchoring: .whenScrolledToBottom)
    /// ```
    ///
    /// - Parameters:
    ///   - target: The scroll view; on UIKit a `UIScrollView`, table or collection view.
    ///   - anchoring: Whether the content offset moves with the inset (a chat
    ///     transcript); ``Anchoring-swift.enum/never`` by default, the inset only.
    ///   - pool: The pool whose keyboard it follows.
    ///   - animation: How a change made by a keyboard post is animated.
    public init(
        target: any KeyboardInsetTarget, anchoring: Anchoring = .never, pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        anchoringSetting = anchoring
        anchoringTarget = target as? any KeyboardAnchoringTarget
        tableViewControllerSource = target as? any KeyboardTableViewControllerSource
        super.init()
        if tableViewControllerSource?.isManagedByTableViewController == true {
            KeyboardDiagnostics.report(.insetOnTableViewController)
        }
        start(self, pool: pool, animation: animation)
    }

    override func restore() {
        guard let targets else { return }
        write(0, on: targets)
    }

    /// How the target is anchored now, nothing moved: its keyboard edge, and where its offset goes.
    private func currentAnchoring(_ targets: Targets) -> KeyboardScrollAnchoring {
        KeyboardScrollAnchoring(anchoring: anchoringSetting, isInverted: targets.anchoring?.isDrawnUpsideDown ?? false)
    }

    /// How the target is anchored now, with the keyboard's part at its keyboard edge.
    ///
    /// A scroll view flipped (or flipped back) since the keyboard's part was
    /// composed at one edge still holds that part there: it is moved to the
    /// new edge first, so the measure and the write that follow work from
    /// where it is (an app that flips its transcript when a room's first
    /// message arrives, the keyboard up: Rocket.Chat's). Nothing tells the
    /// behavior of a flip; the next measure or write finds it (an event, a
    /// drag frame, ``KeyboardBehavior/remeasure()``, setting ``restingInsets``).
    private func scrollAnchoring(_ targets: Targets) -> KeyboardScrollAnchoring {
        let anchor = currentAnchoring(targets)
        if let edge = compositionEdge, edge != anchor.keyboardEdge, let scrollView = targets.anchoring {
            moveKeyboardPart(from: edge, to: anchor.keyboardEdge, of: scrollView)
        }
        compositionEdge = anchor.keyboardEdge
        return anchor
    }

    /// Takes the keyboard's part out of `old`'s insets and adds it to `new`'s, composed afresh there.
    private func moveKeyboardPart(
        from old: KeyboardScrollAnchoring.Edge, to new: KeyboardScrollAnchoring.Edge,
        of scrollView: any KeyboardAnchoringTarget
    ) {
        let held = scrollView.insets(at: old)
        let part = composition.keyboardPart(in: held) ?? 0
        let resting = composition.resting(in: held)
        composition = KeyboardInsetComposition()
        if resting != held { scrollView.setInsets(resting, at: old) }
        if part != 0 { scrollView.setInsets(composition.insets(withKeyboardPart: part, from: scrollView.insets(at: new)), at: new) }
    }

    /// The insets at the edge the keyboard's room goes to under `anchor`
    /// (the top ones of an inverted transcript; a target that is not a scroll view is never inverted).
    private func keyboardEdgeInsets(of targets: Targets, anchor: KeyboardScrollAnchoring) -> KeyboardBottomInsets {
        targets.anchoring?.insets(at: anchor.keyboardEdge) ?? targets.inset.keyboardBottomInsets
    }

    /// What the view adds beyond its content on its own at that edge, not counted twice.
    private func automaticKeyboardEdgeInset(of targets: Targets, anchor: KeyboardScrollAnchoring) -> CGFloat {
        guard anchor.keyboardEdge == .top, let scrollView = targets.anchoring else {
            return targets.inset.keyboardAutomaticBottomInset
        }
        return scrollView.keyboardAutomaticTopInset
    }

    /// Writes at the target's keyboard edge what `change` makes of the insets
    /// it holds there, unless that is what it holds (resting insets set in
    /// every layout pass), and, in the same write, the content offset
    /// ``anchoring`` asks for. The anchoring and the insets are read once.
    private func writeKeyboardEdgeInsets(
        on targets: Targets, _ change: (KeyboardBottomInsets) -> KeyboardBottomInsets
    ) {
        let anchor = scrollAnchoring(targets)
        let current = keyboardEdgeInsets(of: targets, anchor: anchor)
        let insets = change(current)
        guard insets != current else { return }
        guard let scrollView = targets.anchoring else {
            targets.inset.keyboardBottomInsets = insets
            return
        }
        let before = scrollView.keyboardScrollMetrics
        let change = insets.content - current.content
        scrollView.setInsets(insets, at: anchor.keyboardEdge)
        let after = anchor.metrics(before, changingKeyboardEdgeInsetBy: change)
        guard let offsetY = anchor.contentOffsetY(from: before, to: after, isDragging: scrollView.isDraggedByUser),
              offsetY != scrollView.keyboardContentOffsetY
        else { return }
        scrollView.keyboardContentOffsetY = offsetY
    }
}

extension KeyboardContentInsetBehavior: KeyboardAdjustment {
    typealias Value = CGFloat

    /// The scroll view, held strongly, with what else it is (read once, when the behavior was made).
    struct Targets {
        let inset: any KeyboardInsetTarget
        let anchoring: (any KeyboardAnchoringTarget)?
        let tableViewControllerSource: (any KeyboardTableViewControllerSource)?
    }

    var targets: Targets? {
        guard let target else { return nil }
        return Targets(inset: target, anchoring: anchoringTarget, tableViewControllerSource: tableViewControllerSource)
    }

    /// The keyboard's part of the insets under `state`.
    func measure(_ state: KeyboardState, on targets: Targets) -> CGFloat {
        let anchor = scrollAnchoring(targets)
        let insets = keyboardEdgeInsets(of: targets, anchor: anchor)
        var geometry = targets.inset.keyboardViewGeometry
        let safeArea = geometry?.safeAreaBottomInset ?? 0
        geometry?.safeAreaBottomInset = KeyboardInsetComposition.clearedBottomInset(
            automatic: automaticKeyboardEdgeInset(of: targets, anchor: anchor),
            resting: composition.resting(in: insets).content,
            safeArea: safeArea
        )
        return KeyboardInsetComposition.keyboardPart(
            overlapInset: state.overlap(in: geometry).contentInset,
            managedByTableViewController: targets.tableViewControllerSource?.isManagedByTableViewController ?? false
        )
    }

    /// The keyboard's part the target holds; `nil` (so the next measure
    /// writes) when the app wrote over one inset and not the other.
    func written(on targets: Targets) -> CGFloat? {
        composition.keyboardPart(in: keyboardEdgeInsets(of: targets, anchor: scrollAnchoring(targets)))
    }

    func write(_ part: CGFloat, on targets: Targets) {
        writeKeyboardEdgeInsets(on: targets) { composition.insets(withKeyboardPart: part, from: $0) }
    }

    var measuredView: (any KeyboardMeasurable)? { target }
    var followsLiveFrames: Bool { true }
}

extension KeyboardAnchoringTarget {
    /// The insets at `edge`.
    fileprivate func insets(at edge: KeyboardScrollAnchoring.Edge) -> KeyboardBottomInsets {
        switch edge {
        case .top: keyboardTopInsets
        case .bottom: keyboardBottomInsets
        }
    }

    /// Writes `insets` at `edge`.
    fileprivate func setInsets(_ insets: KeyboardBottomInsets, at edge: KeyboardScrollAnchoring.Edge) {
        switch edge {
        case .top: keyboardTopInsets = insets
        case .bottom: keyboardBottomInsets = insets
        }
    }
}
