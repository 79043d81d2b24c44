import Foundation
import KeyboardObservation

/// One screen's fair hand-written follower, as real apps' followers are
/// written: handed the guide's raw layout pass (the facts the pool is
/// handed), it checks the reading before believing it, holds its view and
/// constraint weakly, and writes the base plus what the keyboard covers of
/// its view above the safe area only when that changed.
@MainActor
final class FairFollower {
    private weak var view: FakeView?
    private weak var constraint: FakeConstraint?
    private let base: CGFloat

    init(_ screen: FakeScreen) {
        view = screen.view
        constraint = screen.constraint
        base = screen.constraint.keyboardConstant
    }

    /// One layout pass of the guide, as its raw facts.
    func follow(_ reading: KeyboardLayoutGuideReading) {
        guard let view, let constraint, let keyboard = Self.keyboard(reading) else { return }
        let constant = base + KeyboardOverlap(keyboardFrame: keyboard, in: view.keyboardViewGeometry).contentInset
        guard constant != constraint.keyboardConstant else { return }
        constraint.keyboardConstant = constant
    }

    /// The docked keyboard a reading shows, from its top edge to the
    /// screen's bottom; `nil` for a reading not to believe: a frame that is
    /// not finite or has no size, a guide that does not end at the view's
    /// bottom (an undocked keyboard), or a top edge that is not inside the
    /// view above its resting band (the guide at rest, or the whole view covered).
    private static func keyboard(_ reading: KeyboardLayoutGuideReading) -> CGRect? {
        let guide = reading.guideFrame
        let view = reading.viewFrame
        let screen = reading.screenBounds
        let tolerance: CGFloat = 1
        guard guide.isFinite, view.isFinite, screen.isFinite, guide.width > 0, view.height > 0, screen.height > 0,
              abs(guide.maxY - view.maxY) <= tolerance,
              guide.minY < view.maxY - max(0, reading.restingBandHeight) - tolerance,
              guide.minY > view.minY + tolerance, guide.minY < screen.maxY
        else { return nil }
        return CGRect(x: screen.minX, y: guide.minY, width: screen.width, height: screen.maxY - guide.minY)
    }
}

extension CGRect {
    /// Whether every component is finite.
    fileprivate var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
