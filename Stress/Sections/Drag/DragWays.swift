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
    private let readings = DragFrame.heights.map(FakeScreen.guideReading)
    private var frames = 0

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
        for _ in 0..<count {
            keyboard.guide.layOut(readings[frames & 1])
            frames &+= 1
        }
    }

    func drag(toHeight height: CGFloat) { keyboard.drag(height: height) }
}

/// What an app writes by hand to follow a drag, handed each frame directly,
/// per screen one of two followers: a *bare* one (``HandwrittenFollower``),
/// the least an app could write, or a *fair* one (``FairFollower``), as
/// real apps' followers are written. Each gets the raw facts of the guide's
/// layout pass the pool gets; the readings are made before timing.
@MainActor
final class HandwrittenDrag: DragWay {
    /// Which follower each screen gets.
    enum Kind {
        case bare, fair
    }

    let name: String
    let screens: [FakeScreen]
    private let kind: Kind
    // NB: contiguous arrays, each frame's loop over a local copy by index,
    // as the pool's drag lane loops over its writers: the loop retains no
    // follower, so a way is not charged for the harness's loop.
    private let bare: ContiguousArray<HandwrittenFollower>
    private let fair: ContiguousArray<FairFollower>
    /// Each timed frame's layout pass, and the guide's frame in it (what the bare follower reads).
    private let readings = DragFrame.heights.map(FakeScreen.guideReading)
    private let guideFrames: [CGRect]
    private var dragged = 0

    init(_ kind: Kind, screens count: Int) {
        let screens = (0..<count).map { _ in FakeScreen() }
        self.screens = screens
        self.kind = kind
        name = kind == .bare ? "bare hand-written follower" : "fair hand-written follower"
        guideFrames = readings.map(\.guideFrame)
        bare = kind == .bare ? ContiguousArray(screens.map(HandwrittenFollower.init)) : []
        fair = kind == .fair ? ContiguousArray(screens.map(FairFollower.init)) : []
    }

    func drag(_ count: Int) {
        for _ in 0..<count {
            follow(frame: dragged & 1)
            dragged &+= 1
        }
    }

    func drag(toHeight height: CGFloat) {
        switch kind {
        case .bare: for follower in bare { follower.follow(guideFrame: FakeScreen.guideReading(height: height).guideFrame) }
        case .fair: for follower in fair { follower.follow(FakeScreen.guideReading(height: height)) }
        }
    }

    /// Hands timed frame `index` to every screen's follower.
    private func follow(frame index: Int) {
        switch kind {
        case .bare:
            let guideFrame = guideFrames[index]
            let bare = bare
            for screen in bare.indices { bare[screen].follow(guideFrame: guideFrame) }
        case .fair:
            let reading = readings[index]
            let fair = fair
            for screen in fair.indices { fair[screen].follow(reading) }
        }
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
