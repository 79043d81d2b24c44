import Foundation
import KeyboardObservation

/// The floor under the pool: the least a pool and its behaviors do for a
/// drag frame under the package's contract, written by hand. Once a frame,
/// under one lock (the package's `LockIsolated`, as the pool's state is),
/// the reading is checked against the keyboard the posts left (a docked
/// keyboard shown) and as the fair follower checks it, and the keyboard it
/// shows is published unless it was already; then each screen's follower
/// writes through the targets a behavior is given (``FloorFollower``).
///
/// What the pool does besides is its design's, and its harness's: the
/// simulator's generic callback list (and, for the floor, the generic
/// lock) are called from outside the library, unspecialized.
@MainActor
final class FloorDrag: DragWay {
    let name = "follower at the floor"
    let screens: [FakeScreen]
    private let followers: [FloorFollower]
    private let keyboard = LockIsolated(FloorKeyboard())
    /// Each timed frame's layout pass, made before timing.
    private let readings = DragFrame.heights.map(FakeScreen.guideReading)
    private var dragged = 0

    init(screens count: Int) {
        screens = (0..<count).map { _ in FakeScreen() }
        followers = screens.map(FloorFollower.init)
    }

    func drag(_ count: Int) {
        for _ in 0..<count {
            follow(readings[dragged & 1])
            dragged &+= 1
        }
    }

    func drag(toHeight height: CGFloat) { follow(FakeScreen.guideReading(height: height)) }

    /// One layout pass: checked and published once, then handed to every screen.
    private func follow(_ reading: KeyboardLayoutGuideReading) {
        guard let frame = keyboard.withLock({ $0.follow(reading) }) else { return }
        for follower in followers { follower.follow(keyboard: frame) }
    }
}

/// The keyboard as the floor knows it: shown docked by the posts (as the
/// pool's is after `show(height:)`), at the frame last followed.
struct FloorKeyboard {
    var isDocked = true
    var frame: CGRect?

    /// Follows `reading`: the keyboard frame it shows, now this keyboard's;
    /// `nil` when the posts left no docked keyboard to follow, the reading
    /// shows none to believe, or it shows the frame already followed.
    mutating func follow(_ reading: KeyboardLayoutGuideReading) -> CGRect? {
        guard isDocked, let keyboard = FairFollower.keyboard(reading), keyboard != frame else { return nil }
        frame = keyboard
        return keyboard
    }
}

/// One screen's follower at the floor: a behavior's targets, as the
/// contract hands them to one (`any KeyboardMeasurable`, `any
/// KeyboardConstantTarget`), held strongly; its constant becomes the base
/// plus what the keyboard covers of its view above the safe area, written
/// only when that changed.
@MainActor
final class FloorFollower {
    private let view: any KeyboardMeasurable
    private let constraint: any KeyboardConstantTarget
    private let base: CGFloat

    init(_ screen: FakeScreen) {
        view = screen.view
        constraint = screen.constraint
        base = screen.constraint.keyboardConstant
    }

    /// A keyboard frame the floor checked and published.
    func follow(keyboard: CGRect) {
        let constant = base + KeyboardOverlap(keyboardFrame: keyboard, in: view.keyboardViewGeometry).contentInset
        guard constant != constraint.keyboardConstant else { return }
        constraint.keyboardConstant = constant
    }
}
