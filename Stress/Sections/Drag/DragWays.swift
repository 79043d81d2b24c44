import Foundation
import KeyboardObservation
import KeyboardObservationTesting

/// One way of following a drag on some screens.
@MainActor
protocol DragWay: AnyObject {
    /// What follows the drag on each screen, for a message: "behavior".
    var name: String { get }
    var screens: [FakeScreen] { get }
    /// `count` frames, the keyboard's top at each of ``DragFrame/heights`` in turn.
    func drag(_ count: Int)
    /// One frame, the keyboard's top `height` points above the screen's bottom edge.
    func drag(toHeight height: CGFloat)
}

/// The pool: a keyboard shown on a center of its own, then dragged: each
/// frame a layout pass of the screen's keyboard layout guide, handed over
/// where the UIKit layer's guide tracker hands it (the simulator's screen
/// guide, on the main actor, with the readings made before timing), to
/// screens that each have a ``KeyboardConstraintBehavior`` (``BehaviorScreens``).
/// (`KeyboardSimulator.drag(height:)` enters the same way, through a
/// main-queue hop of its own, which the tracker does not make.)
@MainActor
final class PoolDrag: DragWay {
    let name = "behavior"
    private let keyboard: KeyboardSimulator
    private let behaviors: BehaviorScreens
    private var frames = DragFrames()

    /// - Parameter counting: Whether the pool counts its locks (untimed runs only).
    init(screens count: Int, counting: Bool = false) {
        let center = NotificationCenter()
        keyboard = KeyboardSimulator(notificationCenter: center)
        behaviors = BehaviorScreens(count: count, on: center, counting: counting)
        keyboard.show(height: DragFrame.shownHeight)
    }

    var screens: [FakeScreen] { behaviors.screens }

    /// The pool's counters, when it counts.
    var probe: PoolProbe? { behaviors.probe }

    func drag(_ count: Int) {
        for _ in 0..<count { keyboard.guide.layOut(frames.next()) }
    }

    func drag(toHeight height: CGFloat) { keyboard.drag(height: height) }
}

/// What an app writes by hand to follow a drag at the least, handed each
/// frame directly: per screen a ``HandwrittenFollower``, given the guide's
/// frame of the layout pass the pool gets.
@MainActor
final class BareDrag: DragWay {
    let name = "bare hand-written follower"
    let screens: [FakeScreen]
    // NB: a contiguous array, each frame's loop over a local copy by index,
    // as the pool's drag lane loops over its writers: the loop retains no
    // follower, so a way is not charged for the harness's loop.
    private let followers: ContiguousArray<HandwrittenFollower>
    private var frames = DragFrames(\.guideFrame)

    init(screens count: Int) {
        screens = (0..<count).map { _ in FakeScreen() }
        followers = ContiguousArray(screens.map(HandwrittenFollower.init))
    }

    func drag(_ count: Int) {
        for _ in 0..<count { follow(guideFrame: frames.next()) }
    }

    func drag(toHeight height: CGFloat) { follow(guideFrame: FakeScreen.guideReading(height: height).guideFrame) }

    private func follow(guideFrame: CGRect) {
        let followers = followers
        for screen in followers.indices { followers[screen].follow(guideFrame: guideFrame) }
    }
}

/// What an app writes by hand to follow a drag as real apps' followers are
/// written, handed each frame directly: per screen a ``FairFollower``, given
/// the raw facts of the guide's layout pass the pool gets.
@MainActor
final class FairDrag: DragWay {
    let name = "fair hand-written follower"
    let screens: [FakeScreen]
    /// Looped over as ``BareDrag``'s followers are.
    private let followers: ContiguousArray<FairFollower>
    private var frames = DragFrames()

    init(screens count: Int) {
        screens = (0..<count).map { _ in FakeScreen() }
        followers = ContiguousArray(screens.map(FairFollower.init))
    }

    func drag(_ count: Int) {
        for _ in 0..<count { follow(frames.next()) }
    }

    func drag(toHeight height: CGFloat) { follow(FakeScreen.guideReading(height: height)) }

    private func follow(_ reading: KeyboardLayoutGuideReading) {
        let followers = followers
        for screen in followers.indices { followers[screen].follow(reading) }
    }
}

/// One screen's bare hand-written follower: its constraint's constant
/// becomes the base plus what the keyboard covers of its view above the
/// safe area. It trusts every reading, holds its targets strongly and
/// writes without comparing.
@MainActor
final class HandwrittenFollower {
    private let view: FakeView
    private let constraint: FakeConstraint
    private let base: CGFloat

    init(_ screen: FakeScreen) {
        view = screen.view
        constraint = screen.constraint
        base = screen.constraint.keyboardConstant
    }

    /// One layout pass of the guide: the keyboard from its top edge to the screen's bottom.
    func follow(guideFrame: CGRect) {
        let screen = FakeScreen.geometry.screenBounds
        let keyboard = CGRect(
            x: screen.minX, y: guideFrame.minY, width: screen.width, height: screen.maxY - guideFrame.minY
        )
        constraint.keyboardConstant = base + KeyboardOverlap(keyboardFrame: keyboard, in: view.keyboardViewGeometry).contentInset
    }
}
