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
/// container out inside the animation, so the change animates.
/// `KeyboardLayoutConstraint` wraps this for Interface Builder.
@MainActor
public final class KeyboardConstraintBehaviour: KeyboardObservable {
    /// Which way the constant moves as the keyboard rises.
    public enum Direction: Hashable, Sendable {
        /// `constant = base + overlap`: the container is the constraint's
        /// first item (`container.bottom = view.bottom + constant`).
        case adding
        /// `constant = base - overlap`: the container is the second item
        /// (`view.bottom = container.bottom + constant`).
        case subtracting
    }

    /// The constraint adjusted; `nil` once it is gone.
    public private(set) weak var constraint: (any KeyboardConstantTarget)?
    /// The view the overlap is measured on; `nil` once it is gone.
    public private(set) weak var container: (any KeyboardMeasurable)?
    /// The constant while the keyboard is down.
    public var baseConstant: CGFloat
    /// The edge of `container` the constraint is laid out against.
    public let reference: KeyboardEdgeReference
    /// Which way the constant moves.
    public let direction: Direction
    private var core: BehaviourCore

    /// Starts adjusting `constraint`.
    ///
    /// - Parameters:
    ///   - constraint: The constraint; held weakly.
    ///   - container: The view it pins to; held weakly.
    ///   - reference: `.safeArea` (default) for a constraint to the safe
    ///     area, `.viewBottom` for one to the container's bottom edge.
    ///   - direction: `.adding` (default) or `.subtracting`.
    ///   - baseConstant: The constant while the keyboard is down; the
    ///     constraint's current constant when `nil`.
    ///   - pool: The pool to listen on; ``ObserverPool/shared`` by default.
    ///   - animation: How changes are applied; ``KeyboardAnimation/automatic`` by default.
    public init(
        constraint: any KeyboardConstantTarget,
        measuring container: any KeyboardMeasurable,
        reference: KeyboardEdgeReference = .safeArea,
        direction: Direction = .adding,
        baseConstant: CGFloat? = nil,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        self.constraint = constraint
        self.container = container
        self.baseConstant = baseConstant ?? constraint.keyboardConstant
        self.reference = reference
        self.direction = direction
        core = BehaviourCore(pool: pool, animation: animation)
        core.attach(self)
    }

    /// `willShow`, `willHide` and `willChangeFrame`.
    public var observedKeyboardEvents: Set<KeyboardEvent> { KeyboardFrameTracker.events }

    /// Re-measures and applies the constant; detaches once either target is gone.
    public func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        guard let (constraint, container) = core.accept(event, info: info, target: targets, for: self) else { return }
        let lift = core.tracker.overlap(in: container.keyboardViewGeometry).height(from: reference)
        let constant = direction == .adding ? baseConstant + lift : baseConstant - lift
        core.perform(info) {
            constraint.keyboardConstant = constant
            container.layoutIfNeeded()
        }
    }

    /// Stops listening and restores ``baseConstant`` at once.
    public func detach() {
        core.detach(self)
        constraint?.keyboardConstant = baseConstant
    }

    /// Both targets, while both are alive.
    private var targets: (any KeyboardConstantTarget, any KeyboardMeasurable)? {
        guard let constraint, let container else { return nil }
        return (constraint, container)
    }
}
