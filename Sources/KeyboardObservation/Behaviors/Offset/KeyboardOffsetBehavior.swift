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
///
/// Lift a view inside the screen (a card, a form), not the screen's root
/// view or a presented controller's own view: the package follows a drag
/// through that view's keyboard layout guide, which rests once the view is
/// lifted clear of the keyboard, so an offset on it moves with UIKit's posts
/// but not with the finger.
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
        super.init()
        start(self, pool: pool, animation: animation)
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
        super.init()
        editing = TextEditingObservation(center: pool.notificationCenter) { [weak self] in self?.applyAnimated() }
        start(self, pool: pool, animation: animation)
    }

    override func restore() { target?.keyboardObservationOffset = 0 }

    /// The lift that brings a target ending at `targetBottom` (where layout
    /// put it, screen coordinates) above a keyboard whose top is at
    /// `keyboardTop`, less `safeAreaBottomInset` for the `.safeArea`
    /// reference; never down. Measured to the keyboard's top, not clipped at
    /// the target's: a keyboard covering the whole target lifts it clear.
    static func lift(targetBottom: CGFloat, keyboardTop: CGFloat, safeAreaBottomInset: CGFloat) -> CGFloat {
        max(0, targetBottom - keyboardTop - max(0, safeAreaBottomInset))
    }

    /// The lift that brings a subview whose bottom, where layout put it, is
    /// `revealedBottom` to `margin` above a keyboard whose top is at
    /// `keyboardTop`: never down, never further than the whole target's lift
    /// plus the margin.
    static func offset(revealedBottom: CGFloat, margin: CGFloat, keyboardTop: CGFloat, targetBottom: CGFloat) -> CGFloat {
        min(max(0, revealedBottom + margin - keyboardTop), max(0, targetBottom - keyboardTop) + margin)
    }
}

extension KeyboardOffsetBehavior: KeyboardAdjustment {
    typealias Value = CGFloat

    var targets: (any KeyboardOffsetTarget)? { target }

    func measure(_ state: KeyboardState, on target: any KeyboardOffsetTarget) -> CGFloat {
        let offset = target.keyboardObservationOffset
        var geometry = target.keyboardViewGeometry
        geometry?.viewFrame.origin.y += offset   // where layout put it
        guard let geometry, state.overlap(in: geometry).coveredHeight > 0, let keyboardTop = state.frame?.minY else {
            return 0
        }
        guard let revealing else {
            let safeArea = reference == .safeArea ? geometry.safeAreaBottomInset : 0
            return Self.lift(targetBottom: geometry.viewFrame.maxY, keyboardTop: keyboardTop, safeAreaBottomInset: safeArea)
        }
        guard let revealed = revealing()?.keyboardViewGeometry else { return 0 }
        return Self.offset(
            revealedBottom: revealed.viewFrame.maxY + offset, margin: margin,
            keyboardTop: keyboardTop, targetBottom: geometry.viewFrame.maxY
        )
    }

    func written(on target: any KeyboardOffsetTarget) -> CGFloat? { target.keyboardObservationOffset }
    func write(_ offset: CGFloat, on target: any KeyboardOffsetTarget) { target.keyboardObservationOffset = offset }
    var measuredView: (any KeyboardMeasurable)? { target }
    var followsLiveFrames: Bool { true }
}
