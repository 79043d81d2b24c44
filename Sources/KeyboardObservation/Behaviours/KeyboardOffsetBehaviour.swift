import Foundation

/// Translates a view up by the keyboard's overlap, and back down on hide.
///
/// ```swift
/// keyboardOffset = KeyboardOffsetBehaviour(target: loginCard)
/// ```
///
/// The overlap is measured where layout put the view, not where the
/// translation moved it, so a repeated `willShow` gives the same offset.
/// With `.safeArea` (the default) the view rises until its safe area clears
/// the keyboard; with `.viewBottom`, until its bottom edge does.
@MainActor
public final class KeyboardOffsetBehaviour: KeyboardObservable {
    /// The view translated; `nil` once it is gone.
    public private(set) weak var target: (any KeyboardOffsetTarget)?
    /// The edge of the view that must clear the keyboard.
    public let reference: KeyboardEdgeReference
    private var core: BehaviourCore

    /// Starts translating `target`.
    ///
    /// - Parameters:
    ///   - target: The view; held weakly.
    ///   - reference: `.safeArea` (default) or `.viewBottom`.
    ///   - pool: The pool to listen on; ``ObserverPool/shared`` by default.
    ///   - animation: How changes are applied; ``KeyboardAnimation/automatic`` by default.
    public init(
        target: any KeyboardOffsetTarget,
        reference: KeyboardEdgeReference = .safeArea,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.target = target
        self.reference = reference
        core = BehaviourCore(pool: pool, animation: animation)
        core.attach(self)
    }

    /// `willShow`, `willHide` and `willChangeFrame`.
    public var observedKeyboardEvents: Set<KeyboardEvent> { KeyboardFrameTracker.events }

    /// Re-measures and applies the offset; detaches once the target is gone.
    public func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        guard let target = core.accept(event, info: info, target: target, for: self) else { return }
        var geometry = target.keyboardViewGeometry
        geometry?.viewFrame.origin.y += target.keyboardObservationOffset
        let offset = core.tracker.overlap(in: geometry).height(from: reference)
        core.perform(info) { target.keyboardObservationOffset = offset }
    }

    /// Stops listening and puts the view back at once.
    public func detach() {
        core.detach(self)
        target?.keyboardObservationOffset = 0
    }
}
