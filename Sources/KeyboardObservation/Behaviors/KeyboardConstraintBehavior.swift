import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Moves a bottom constraint's constant with the keyboard: base + overlap while it is up, base while it is down.
///
/// ```swift
/// let bottom = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: 12)
/// bottom.isActive = true
/// keyboardBottom = KeyboardConstraintBehavior(constraint: bottom, measuring: view)
/// ```
///
/// The constraint's first item is the container (`container.bottom = view.bottom + constant`).
/// For a constraint whose first item is the moved view, use `KeyboardLayoutConstraint`.
@MainActor
public final class KeyboardConstraintBehavior: KeyboardBehavior {
    /// Which way the constant moves as the keyboard rises: `.subtracting` when the container is the second item.
    enum Direction: Hashable, Sendable {
        case adding, subtracting
    }

    /// The constant while the keyboard is down. Set it when your layout changes,
    /// then call ``KeyboardBehavior/remeasure()``.
    public var baseConstant: CGFloat
    private weak var constraint: (any KeyboardConstantTarget)?
    private weak var container: (any KeyboardMeasurable)?
    private let reference: KeyboardEdgeReference
    private let direction: Direction

    /// Starts adjusting `constraint` by the overlap with `container`, the view it pins to (both held weakly).
    ///
    /// `reference` is `.safeArea` for a constraint to the safe area, `.viewBottom` for one to the
    /// view's bottom edge; `baseConstant` is the constraint's current constant unless given.
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
        super.init(pool: pool, animation: animation)
        start(self)
    }

    override func didDetach() { constraint?.keyboardConstant = baseConstant }
}

extension KeyboardConstraintBehavior: KeyboardAdjustment {
    func measure(_ state: KeyboardState) -> CGFloat? {
        guard constraint != nil, let container else { return nil }
        let lift = state.overlap(in: container.keyboardViewGeometry).height(from: reference)
        return direction == .adding ? baseConstant + lift : baseConstant - lift
    }

    var written: CGFloat? { constraint?.keyboardConstant }
    var liveFrameSource: (any KeyboardMeasurable)? { container }

    func write(_ constant: CGFloat) {
        constraint?.keyboardConstant = constant
        container?.layoutIfNeeded()   // inside the animation, so the change animates
    }
}
