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

/// The pool: a keyboard shown on a center of its own, then dragged through
/// ``KeyboardSimulator/drag(height:)``, to screens that each have a
/// ``KeyboardConstraintBehavior`` (``BehaviorScreens``).
@MainActor
final class PoolDrag: DragWay {
    let name = "behavior"
    private let keyboard: KeyboardSimulator
    private let behaviors: BehaviorScreens
    private var frames = 0

    init(screens count: Int) {
        let center = NotificationCenter()
        keyboard = KeyboardSimulator(notificationCenter: center)
        behaviors = BehaviorScreens(count: count, on: center)
        keyboard.show(height: DragFrame.shownHeight)
    }

    var screens: [FakeScreen] { behaviors.screens }

    func drag(_ count: Int) {
        for _ in 0..<count {
            keyboard.drag(height: DragFrame.heights[frames & 1])
            frames &+= 1
        }
    }

    func drag(toHeight height: CGFloat) { keyboard.drag(height: height) }
}

/// What an app would write by hand if it were handed each frame for free:
/// per screen, a follower that measures its view under the frame and writes
/// the constant, called directly. The frames are made before timing.
@MainActor
final class HandwrittenDrag: DragWay {
    let name = "hand-written follower"
    let screens: [FakeScreen]
    private let followers: [HandwrittenFollower]
    private let frames = DragFrame.heights.map(FakeScreen.keyboardFrame)
    private var dragged = 0

    init(screens count: Int) {
        screens = (0..<count).map { _ in FakeScreen() }
        followers = screens.map(HandwrittenFollower.init)
    }

    func drag(_ count: Int) {
        for _ in 0..<count {
            let frame = frames[dragged & 1]
            for follower in followers { follower.follow(frame) }
            dragged &+= 1
        }
    }

    func drag(toHeight height: CGFloat) {
        let frame = FakeScreen.keyboardFrame(height: height)
        for follower in followers { follower.follow(frame) }
    }
}

/// One screen's hand-written follower: its constraint's constant becomes
/// the base plus what the keyboard covers of its view above the safe area.
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

    func follow(_ keyboardFrame: CGRect) {
        constraint.keyboardConstant = base + KeyboardOverlap(keyboardFrame: keyboardFrame, in: view.keyboardViewGeometry).contentInset
    }
}
