import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Keeps a scroll view's content reachable above the keyboard: its bottom
/// content and indicator insets are ``restingInsets`` plus the overlap's
/// ``KeyboardOverlap/contentInset`` while the keyboard is up (the safe area
/// the scroll view adds itself is not counted twice).
///
/// ```swift
/// keyboardInset = KeyboardContentInsetBehavior(target: tableView)
/// ```
@MainActor
public final class KeyboardContentInsetBehavior: KeyboardBehavior {
    /// The insets while the keyboard is down: the target's own at creation.
    /// Set it when your layout changes them, then call ``KeyboardBehavior/remeasure()``.
    public var restingInsets: KeyboardBottomInsets
    private weak var target: (any KeyboardInsetTarget)?

    /// Starts adjusting `target` (held weakly), from the keyboard as it is now.
    public init(
        target: any KeyboardInsetTarget, pool: ObserverPool = .shared, animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        restingInsets = target.keyboardBottomInsets
        super.init(pool: pool, animation: animation)
        start(self)
    }

    override func didDetach() { target?.keyboardBottomInsets = restingInsets }
}

extension KeyboardContentInsetBehavior: KeyboardAdjustment {
    func measure(_ state: KeyboardState) -> KeyboardBottomInsets? {
        guard let target else { return nil }
        var geometry = target.keyboardViewGeometry
        geometry?.safeAreaBottomInset = target.keyboardAutomaticBottomInset
        return restingInsets.adding(state.overlap(in: geometry).contentInset)
    }

    var written: KeyboardBottomInsets? { target?.keyboardBottomInsets }
    func write(_ insets: KeyboardBottomInsets) { target?.keyboardBottomInsets = insets }
    var liveFrameSource: (any KeyboardMeasurable)? { target }
}
