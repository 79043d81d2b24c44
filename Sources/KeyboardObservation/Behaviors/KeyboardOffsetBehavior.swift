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
/// Or only as far as one of its subviews needs to sit `margin` points above
/// the keyboard (a container whose field is near its middle):
///
/// ```swift
/// keyboardOffset = KeyboardOffsetBehavior(target: pagesView, revealing: { [weak self] in self?.activeField })
/// ```
///
/// The overlap is measured where layout put the view, not where the translation moved it.
@MainActor
public final class KeyboardOffsetBehavior: KeyboardBehavior {
    private weak var target: (any KeyboardOffsetTarget)?
    private let reference: KeyboardEdgeReference
    private let revealing: (@MainActor () -> (any KeyboardMeasurable)?)?
    private let margin: CGFloat
    private var editing: TextEditingObservation?

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
        revealing = nil
        margin = 0
        super.init(pool: pool, animation: animation)
        start(self)
    }

    /// Starts translating `target` (held weakly) only as far as the view
    /// `revealing` returns needs to sit `margin` points above the keyboard,
    /// and not at all while it returns `nil` (no field being edited).
    ///
    /// The revealed view must be inside `target`. It is asked again on each
    /// keyboard event and when a text field or view begins editing.
    ///
    /// - Parameters:
    ///   - target: The view to translate; on UIKit, any `UIView`.
    ///   - revealing: The subview to keep visible, such as the field being edited; `nil` for none.
    ///   - margin: Points kept between the revealed view's bottom and the keyboard.
    ///   - pool: The pool to follow; `ObserverPool.shared` by default.
    ///   - animation: How changes are applied; alongside the keyboard by default.
    public init(
        target: any KeyboardOffsetTarget,
        revealing: @escaping @MainActor () -> (any KeyboardMeasurable)?,
        margin: CGFloat = 8,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        reference = .viewBottom
        self.revealing = revealing
        self.margin = margin
        super.init(pool: pool, animation: animation)
        editing = TextEditingObservation(
            center: pool.notificationCenter,
            onBeginEditing: { [weak self] in self?.applyAnimated() },
            onTextViewChange: {}
        )
        start(self)
    }

    override func restore() { target?.keyboardObservationOffset = 0 }

    /// The offset that lifts a subview whose bottom, where layout put it, is
    /// `revealedBottom` to `margin` above a keyboard covering `coveredHeight`
    /// points of a target ending at `targetBottom` (all in screen
    /// coordinates): never down, never further than the covered height plus the margin.
    static func offset(revealedBottom: CGFloat, margin: CGFloat, coveredHeight: CGFloat, targetBottom: CGFloat) -> CGFloat {
        guard coveredHeight > 0 else { return 0 }
        let keyboardTop = targetBottom - coveredHeight
        return min(max(0, revealedBottom + margin - keyboardTop), coveredHeight + margin)
    }
}

extension KeyboardOffsetBehavior: KeyboardAdjustment {
    func measure(_ state: KeyboardState) -> CGFloat? {
        guard let target else { return nil }
        let offset = target.keyboardObservationOffset
        var geometry = target.keyboardViewGeometry
        geometry?.viewFrame.origin.y += offset
        let overlap = state.overlap(in: geometry)
        guard let revealing else { return overlap.height(from: reference) }
        guard let geometry, let revealed = revealing()?.keyboardViewGeometry else { return 0 }
        return Self.offset(
            revealedBottom: revealed.viewFrame.maxY + offset, margin: margin,
            coveredHeight: overlap.coveredHeight, targetBottom: geometry.viewFrame.maxY
        )
    }

    var written: CGFloat? { target?.keyboardObservationOffset }
    func write(_ offset: CGFloat) { target?.keyboardObservationOffset = offset }
    var measuredView: (any KeyboardMeasurable)? { target }
    var followsLiveFrames: Bool { true }
}
