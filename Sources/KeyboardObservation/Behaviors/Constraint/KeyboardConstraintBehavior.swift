import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Moves a bottom constraint's constant with the keyboard: base + overlap while it is up, base while it is down.
///
/// With ``minimumSpacing`` it keeps a spacing above the keyboard instead of
/// adding to the base: `max(base, overlap + spacing)` while the keyboard
/// covers the view (a button 20 pt above the safe area that sits 10 pt above
/// a keyboard):
///
/// ```swift
/// keyboardBottom?.minimumSpacing = 10
/// ```
///
/// ```swift
/// let bottom = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: composer.bottomAnchor, constant: 12)
/// bottom.isActive = true
/// keyboardBottom = KeyboardConstraintBehavior(constraint: bottom, measuring: view)
/// ```
///
/// Write the constraint in either order: `container.bottom = view.bottom + constant`
/// or `view.bottom = container.bottom - constant`. On UIKit the behavior reads
/// from an `NSLayoutConstraint`'s items which one is the container, so the
/// constant moves the right way; between two siblings, which have no
/// container, it stays put and a debug build says so. In Interface Builder,
/// set the constraint's class to `KeyboardLayoutConstraint` instead.
///
/// During an interactive dismissal the constant follows the finger frame by
/// frame. A constraint that the root view lays out itself (a composer pinned
/// to the root view's safe area) is laid out one layout pass after the
/// keyboard layout guide moved: a frame behind the finger, 8 ms at 120 Hz.
/// Laying out again inside that pass would catch up and is reported to loop
/// on iOS 26, so the behavior does not; a view pinned to `keyboardLayoutGuide`
/// itself has no lag.
@MainActor
public final class KeyboardConstraintBehavior: KeyboardBehavior {
    /// Which way the constant moves as the keyboard rises: `.subtracting`
    /// when the container is the second item; `.none` when the constraint's
    /// items have no container (siblings, the legacy `bottomLayoutGuide`):
    /// it stays put.
    enum Direction: Hashable, Sendable {
        case adding, subtracting, none
    }

    /// The constant while the keyboard is down. Setting it applies at once
    /// while the behavior is enabled (a paused one writes it when resumed).
    ///
    /// ```swift
    /// keyboardBottom?.baseConstant = 24   // the composer grew a line: 24 pt above the safe area at rest
    /// ```
    public var baseConstant: CGFloat {
        get { base }
        set {
            base = newValue
            remeasure()
        }
    }

    /// The least spacing kept between the constrained edge and the keyboard's
    /// top while the keyboard covers the view: the constant is then
    /// `max(baseConstant, overlap + minimumSpacing)`. `nil` (the default)
    /// adds the whole overlap to ``baseConstant``. Setting it applies at once
    /// while the behavior is enabled.
    public var minimumSpacing: CGFloat? {
        get { spacing }
        set {
            spacing = newValue
            remeasure()
        }
    }

    // NB: the settings are stored privately, behind the public properties:
    // another module may access a public stored property, so the runtime
    // checks each access to one for exclusivity, each drag frame's measure
    // too; a private one is checked when compiled.
    private var base: CGFloat
    private var spacing: CGFloat?

    private weak var constraint: (any KeyboardConstantTarget)?
    private weak var container: (any KeyboardMeasurable)?
    private let reference: KeyboardEdgeReference
    private let direction: Direction

    /// Starts adjusting `constraint` by the overlap with `container`, the view it pins to (both held weakly).
    ///
    /// `reference` is `.safeArea` for a constraint to the safe area, `.viewBottom` for one to the
    /// view's bottom edge; `baseConstant` is the constraint's current constant unless given.
    /// An `NSLayoutConstraint` may name its items in either order: which
    /// way the constant moves is read from them (any other target is
    /// `container.bottom = view.bottom + constant`).
    public convenience init(
        constraint: any KeyboardConstantTarget,
        measuring container: any KeyboardMeasurable,
        reference: KeyboardEdgeReference = .safeArea,
        baseConstant: CGFloat? = nil,
        pool: ObserverPool = .shared,
        animation: KeyboardAnimation = .automatic
    ) {
        let items = constraint as? any KeyboardConstraintItemsSource
        let direction = items.map { $0.keyboardDirection ?? .none } ?? .adding
        self.init(
            constraint: constraint, measuring: container, reference: reference, direction: direction,
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
        base = baseConstant ?? constraint.keyboardConstant
        self.reference = reference
        self.direction = direction
        super.init()
        start(self, pool: pool, animation: animation)
    }

    override func restore() { constraint?.keyboardConstant = base }
}

extension KeyboardConstraintBehavior: KeyboardAdjustment {
    typealias Value = CGFloat

    /// The constraint and the view it pins to, held strongly.
    struct Targets {
        let constraint: any KeyboardConstantTarget
        let container: any KeyboardMeasurable
    }

    var targets: Targets? {
        guard let constraint, let container else { return nil }
        return Targets(constraint: constraint, container: container)
    }

    func measure(_ state: KeyboardState, on targets: Targets) -> CGFloat {
        let lift = state.overlap(in: targets.container.keyboardViewGeometry).height(from: reference)
        return Self.constant(base: base, lift: lift, minimumSpacing: spacing, direction: direction)
    }

    /// The constant for a keyboard that lifts the edge by `lift` points: the
    /// base plus the lift, or with a spacing the larger of the base and
    /// `lift + spacing` (distances above the container's edge, so negated
    /// for a `.subtracting` constraint). With nothing covered, the base.
    static func constant(base: CGFloat, lift: CGFloat, minimumSpacing: CGFloat?, direction: Direction) -> CGFloat {
        guard direction != .none else { return base }
        let distance = direction == .adding ? base : -base
        let lifted: CGFloat
        if let minimumSpacing, lift > 0 {
            lifted = max(distance, lift + minimumSpacing)
        } else {
            lifted = distance + lift
        }
        return direction == .adding ? lifted : -lifted
    }

    func written(on targets: Targets) -> CGFloat? { targets.constraint.keyboardConstant }
    func write(_ constant: CGFloat, on targets: Targets) { targets.constraint.keyboardConstant = constant }
    var measuredView: (any KeyboardMeasurable)? { container }
    var followsLiveFrames: Bool { true }

    /// Lays the container out inside the keyboard's animation, so the new constant animates.
    func layOutWrite(on targets: Targets) { targets.container.layoutIfNeeded() }
}
