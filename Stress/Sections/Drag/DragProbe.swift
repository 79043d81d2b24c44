import Foundation

/// What runs for `--drag-probe WAY:BEHAVIORS:FRAMES`: one way of following
/// a drag (``DragFrame/Way``'s raw value) set up on that many screens, then
/// dragged that many frames, untimed, and nothing else. For counting one
/// frame with `valgrind --tool=callgrind` (docs/Performance.md, "One drag
/// frame, counted"): two runs that differ only in FRAMES differ only by the
/// frames, so their difference over the frames is one frame's cost.
@MainActor
enum DragProbe {
    /// The way, the screens and the frames `argument` names; `nil` when it names none.
    static func parse(_ argument: String) -> (way: DragFrame.Way, screens: Int, frames: Int)? {
        let parts = argument.split(separator: ":").map(String.init)
        guard parts.count == 3, let way = DragFrame.Way(rawValue: parts[0]),
              let screens = Int(parts[1]), screens > 0, let frames = Int(parts[2]), frames >= 0
        else { return nil }
        return (way, screens, frames)
    }

    static func run(_ way: DragFrame.Way, screens: Int, frames: Int) -> Never {
        let drag = DragFrame.makeWay(way, screens: screens)
        drag.drag(frames)
        withExtendedLifetime(drag) {}
        exit(0)
    }
}
