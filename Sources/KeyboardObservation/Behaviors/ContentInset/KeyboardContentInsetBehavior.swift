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
/// On the table view of a `UITableViewController`, which makes room for the
/// keyboard by itself, it adds nothing (a second inset would double it); a
/// debug build says so when the behavior is created.
@MainActor
public final class KeyboardContentInsetBehavior: KeyboardBehavior {
    private weak var target: (any KeyboardInsetTarget)?
    private var composition = KeyboardInsetComposition()

    /// The insets without the keyboard's part (zero once the target is gone).
    /// Setting it writes them at once, keeping the keyboard's part; inside
    /// `UIView.animate(withDuration:animations:)` the change animates.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.25) {
    ///     keyboardInset.restingInsets = KeyboardBottomInsets(content: toolbarHeight, indicator: toolbarHeight)
    /// }
    /// ```
    public var restingInsets: KeyboardBottomInsets {
        get { target.map { composition.resting(in: $0.keyboardBottomInsets) } ?? KeyboardBottomInsets() }
        set {
            guard let target else { return }
            target.keyboardBottomInsets = composition.insets(withResting: newValue, from: target.keyboardBottomInsets)
        }
    }

    /// Starts adjusting `target` (held weakly), from the keyboard as it is now.
    public init(
        target: any KeyboardInsetTarget, pool: ObserverPool = .shared, animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        super.init()
        if target.isManagedByTableViewController {
            KeyboardDiagnostics.report(.insetOnTableViewController)
        }
        start(self, pool: pool, animation: animation)
    }

    override func restore() { write(0) }
}

extension KeyboardContentInsetBehavior: KeyboardAdjustment {
    /// The keyboard's part of the insets under `state`.
    func measure(_ state: KeyboardState) -> CGFloat? {
        guard let target else { return nil }
        var geometry = target.keyboardViewGeometry
        let safeArea = geometry?.safeAreaBottomInset ?? 0
        geometry?.safeAreaBottomInset = KeyboardInsetComposition.clearedBottomInset(
            automatic: target.keyboardAutomaticBottomInset,
            resting: composition.resting(in: target.keyboardBottomInsets).content,
            safeArea: safeArea
        )
        return KeyboardInsetComposition.keyboardPart(
            overlapInset: state.overlap(in: geometry).contentInset,
            managedByTableViewController: target.isManagedByTableViewController
        )
    }

    /// The keyboard's part the target holds; `nil` (so the next measure
    /// writes) when the app wrote over one inset and not the other.
    var written: CGFloat? { target.flatMap { composition.keyboardPart(in: $0.keyboardBottomInsets) } }

    func write(_ part: CGFloat) {
        guard let target else { return }
        target.keyboardBottomInsets = composition.insets(withKeyboardPart: part, from: target.keyboardBottomInsets)
    }

    var measuredView: (any KeyboardMeasurable)? { target }
    var followsLiveFrames: Bool { true }
}
