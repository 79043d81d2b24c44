import Foundation
import KeyboardObservation

/// The floor under the pool, written by hand: what a pool and its behaviors
/// do for a drag frame at the least. Once a frame, under one lock (the
/// package's `LockIsolated`, as the pool's state is), the reading is checked
/// against the keyboard the posts left and read as the pool reads it
/// (`KeyboardLayoutGuideReading.keyboardFrame`), and the keyboard it shows
/// is published unless it was already; then each
/// screen's follower writes through the targets a behavior is given
/// (``FloorFollower``).
///
/// It keeps no follower's state and runs no behavior's settings. Its lock
/// is the package's generic one called from this module, unspecialized,
/// where the pool's is specialized inside the library: that costs the
/// floor, not the pool.
@MainActor
final class FloorDrag: DragWay {
    let name = "follower at the floor"
    let screens: [FakeScreen]
    /// One a screen; each frame's loop is over a local copy by index, as
    /// the pool's drag lane loops over its writers (the loop retains none).
    private let followers: ContiguousArray<FloorFollower>
    /// The keyboard the floor publishes, under its lock.
    private let keyboard = LockIsolated(FloorKeyboard())
    private var frames = DragFrames()

    init(screens count: Int) {
        screens = (0..<count).map { _ in FakeScreen() }
        followers = ContiguousArray(screens.map(FloorFollower.init))
    }

    func drag(_ count: Int) {
        for _ in 0..<count { follow(frames.next()) }
    }

    func drag(toHeight height: CGFloat) { follow(FakeScreen.guideReading(height: height)) }

    /// One layout pass: checked and published once, then handed to every screen.
    private func follow(_ reading: KeyboardLayoutGuideReading) {
        guard let frame = keyboard.withLock({ $0.follow(reading) }) else { return }
        let followers = followers
        for screen in followers.indices { followers[screen].follow(keyboard: frame) }
    }
}

/// The keyboard as the floor knows it.
struct FloorKeyboard {
    /// Whether the posts left a docked keyboard shown: they did before the
    /// drag, as the pool's are after `show(height:)`, and nothing during it
    /// changes that; a stored value, so each frame reads it as the pool's
    /// check reads the posts' state.
    var isDocked = true
    /// The frame last followed; `nil` before the first.
    var frame: CGRect?

    /// Follows `reading`: the keyboard frame it shows, now this keyboard's;
    /// `nil` when the posts left no docked keyboard to follow, the reading
    /// shows none to believe, or it shows the frame already followed.
    mutating func follow(_ reading: KeyboardLayoutGuideReading) -> CGRect? {
        guard isDocked, let keyboard = reading.keyboardFrame, keyboard != frame else { return nil }
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
