import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Moves a bottom layout constant with the keyboard: `base + overlap` while
/// the keyboard is up, `base` while it is down.
///
/// ```swift
/// let bottom = view.safeAreaLayoutGuide.bottomAnchor
///     .constraint(equalTo: composer.bottomAnchor, constant: 12)
/// bottom.isActive = true
/// keyboardBottom = KeyboardConstraintBehaviour(constraint: bottom, measuring: view)
/// ```
///
/// The overlap is measured on `container`, the view the constraint pins to
/// (not the view it moves), from its safe area or its bottom edge
/// (``KeyboardEdgeReference``). After setting the constant it lays the
/// container out inside the animation, so the change animates. Created while
/// the keyboard is already up, it applies the keyboard at once.
/// The constraint's first item is the container
/// (`container.bottom = view.bottom + constant`). For a constraint whose first
/// item is the moved view, use `KeyboardLayoutConstraint`.
@MainActor
public final class KeyboardConstraintBehaviour {
    /// Which way the constant moves as the keyboard rises.
    enum Direction: Hashable, Sendable {
        /// `constant = base + overlap`: the container is the constraint's
        /// first item (`container.bottom = view.bottom + constant`).
        case adding
        /// `constant = base - overlap`: the container is the second item
        /// (`view.bottom = container.bottom + constant`).
        case subtracting
    }

    /// The constant while the keyboard is down. Set it when your layout
    /// changes, then call ``remeasure()``.
    public var baseConstant: CGFloat
    private weak var constraint: (any KeyboardConstantTarget)?
    private weak var container: (any KeyboardMeasurable)?
    private let reference: KeyboardEdgeReference
    private let direction: Direction
    private let engine: KeyboardBehaviourEngine<KeyboardConstraintBehaviour>

    /// Starts adjusting `constraint`, from the keyboard as it is now.
    ///
    /// - Parameters:
    ///   - constraint: The constraint; held weakly.
    ///   - container: The view it pins to; held weakly.
    ///   - reference: `.safeArea` (default) for a constraint to the safe
    ///     area, `.viewBottom` for one to the container's bottom edge.
    ///   - baseConstant: The constant while the keyboard is down; the
    ///     constraint's current constant when `nil`.
    ///   - pool: The pool to listen on; ``ObserverPool/shared`` by default.
    ///   - animation: How changes are applied; ``KeyboardAnimation/automatic`` by default.
    public convenience init(
        constraint: any KeyboardConstantTarget,
        measuring container: any KeyboardMeasurable,
        reference: KeyboardEdgeReference = .safeArea,
        baseConstant: CGFloat? = nil,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.init(
            constraint: constraint, measuring: container, reference: reference, direction: .adding,
            baseConstant: baseConstant, pool: pool, animation: animation
        )
    }

    /// For `KeyboardLayoutConstraint`, whose container may be the second item (`.subtracting`).
    init(
        constraint: any KeyboardConstantTarget, measuring container: any KeyboardMeasurable,
        reference: KeyboardEdgeReference, direction: Direction, baseConstant: CGFloat? = nil,
        pool: ObserverPool, animation: KeyboardAnimation
    ) {
        self.constraint = constraint
        self.container = container
        self.baseConstant = baseConstant ?? constraint.keyboardConstant
        self.reference = reference
        self.direction = direction
        engine = KeyboardBehaviourEngine(pool: pool, animation: animation)
        engine.start(self)
    }

    /// Re-applies the current keyboard at once, for when the container moved
    /// without a keyboard event (see the README, "remeasure()").
    public func remeasure() {
        engine.apply(animatedWith: nil)
    }

    /// Stops listening and restores ``baseConstant`` at once.
    public func detach() {
        engine.stop()
        constraint?.keyboardConstant = baseConstant
    }
}

extension KeyboardConstraintBehaviour: KeyboardAdjustment {
    func measure(_ state: KeyboardState) -> CGFloat? {
        guard constraint != nil, let container else { return nil }
        let lift = state.overlap(in: container.keyboardViewGeometry).height(from: reference)
        return direction == .adding ? baseConstant + lift : baseConstant - lift
    }

    var written: CGFloat? {
        constraint?.keyboardConstant
    }

    func write(_ constant: CGFloat) {
        constraint?.keyboardConstant = constant
        container?.layoutIfNeeded()
    }

    var liveFrameSource: (any KeyboardMeasurable)? {
        container
    }
}
