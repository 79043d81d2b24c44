import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Translates a view up by the keyboard's overlap, and back down on hide.
///
/// ```swift
/// keyboardOffset = KeyboardOffsetBehavior(target: loginCard)
/// ```
///
/// The overlap is measured where layout put the view, not where the translation moved it.
@MainActor
public final class KeyboardOffsetBehavior: KeyboardBehavior {
    private weak var target: (any KeyboardOffsetTarget)?
    private let reference: KeyboardEdgeReference

    /// Starts translating `target` (held weakly), from the keyboard as it is now: with `.safeArea`
    /// until its safe area clears the keyboard, with `.viewBottom` until its bottom edge does.
    public init(
        target: any KeyboardOffsetTarget,
        reference: KeyboardEdgeReference = .safeArea,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        self.reference = reference
        super.init(pool: pool, animation: animation)
        start(self)
    }

    override func restore() { target?.keyboardObservationOffset = 0 }
}

extension KeyboardOffsetBehavior: KeyboardAdjustment {
    func measure(_ state: KeyboardState) -> CGFloat? {
        guard let target else { return nil }
        var geometry = target.keyboardViewGeometry
        geometry?.viewFrame.origin.y += target.keyboardObservationOffset
        return state.overlap(in: geometry).height(from: reference)
    }

    var written: CGFloat? { target?.keyboardObservationOffset }
    func write(_ offset: CGFloat) { target?.keyboardObservationOffset = offset }
    var measuredView: (any KeyboardMeasurable)? { target }
    var followsLiveFrames: Bool { true }
}
