import Foundation
import KeyboardObservation

/// Section: one frame of an interactive dismissal — the keyboard following
/// the finger, up to 120 frames a second — through the pool to 1–10
/// ``KeyboardConstraintBehavior``s, each measuring its view and writing its
/// constraint, beside hand-written ways handed each frame directly: bare
/// followers that trust every reading, hold their targets strongly and write
/// without comparing; fair ones that check the reading, hold their targets
/// weakly and compare before they write; and the floor under the pool
/// (``FloorDrag``), with no target. ns per frame, interleaved batches,
/// medians; and the pool's locks and allocations per frame, counted in a
/// process of their own (``DragCounts``).
///
/// Each frame enters the pool where the UIKit layer's guide tracker hands it
/// over: a layout pass of the simulator's guide (the package entry
/// ``KeyboardSimulator/drag(height:)`` takes, without its main-queue hop),
/// whatever carries it inside the library. Before and
/// after the timed batches, one frame is checked on every screen of every
/// way; when one did not reach a screen, nothing of that row is timed (a
/// no-op costs nothing) and the section fails.
@MainActor
enum DragFrame {
    /// The ways of following the drag; the raw value starts the JSON keys.
    enum Way: String, ComparedWay {
        case pool, handwritten, fair, floor

        var label: String {
            switch self {
            case .pool: "pool → behaviors"
            case .handwritten: "bare hand-written followers"
            case .fair: "fair hand-written followers"
            case .floor: "followers at the floor"
            }
        }
    }

    /// The figures at one count of behaviors (one screen each).
    struct Row: Codable {
        var behaviors: Int
        /// `nil` when a checked frame did not reach every screen.
        var nanosecondsPerFrame: PerWay<Way, Double?>
        /// Taken within the process (over processes, the median ratio).
        var poolOverHandwritten: Double?
        var poolOverFair: Double?
        /// The pool's distance from the floor: information, no target.
        var poolOverFloor: Double?
        /// The pool's locks and allocations per frame; `nil` where they cannot be counted.
        var locksPerFrame: Double?
        var allocationsPerFrame: Double?
    }

    /// One process's figures.
    struct Result: Codable {
        var rows: [Row]
        /// Whether every checked frame reached every screen (over processes: in every one).
        var reachedEveryScreen: Bool
        /// The first checked frame that did not reach a screen, said in words.
        var missed: String?
    }

    /// The keyboard's height when shown, before the drag.
    static let shownHeight: CGFloat = 336
    /// The heights a timed frame takes in turn, so that every frame moves the keyboard.
    nonisolated static let heights: [CGFloat] = [300, 200]
    /// The height of the checked frame, which no timed frame has.
    static let checkedHeight: CGFloat = 250

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) throws -> Result {
        let counts = try DragCounts.measure(sizes.dragBehaviors)
        var rows: [Row] = []
        var missed: String?
        for count in sizes.dragBehaviors {
            let ways = Way.allCases.map { makeWay($0, screens: count) }
            var miss = firstMiss(ways)
            var cost: [Double?] = Array(repeating: nil, count: ways.count)
            if miss == nil {
                cost = Measure.batchedMedians(sizes.drag, ways.map { way in way.drag })
                miss = firstMiss(ways)
            }
            if miss != nil { cost = cost.map { _ in nil } }
            missed = missed ?? miss
            let nanoseconds = PerWay<Way, Double?>(cost)
            rows.append(Row(
                behaviors: count, nanosecondsPerFrame: nanoseconds,
                poolOverHandwritten: ratio(nanoseconds[.pool], nanoseconds[.handwritten]),
                poolOverFair: ratio(nanoseconds[.pool], nanoseconds[.fair]),
                poolOverFloor: ratio(nanoseconds[.pool], nanoseconds[.floor]),
                locksPerFrame: counts[count]?.locks, allocationsPerFrame: counts[count]?.allocations
            ))
            steps.stepEnded()
        }
        return Result(rows: rows, reachedEveryScreen: missed == nil, missed: missed)
    }

    /// `way` on `screens` screens, the keyboard shown.
    static func makeWay(_ way: Way, screens: Int) -> any DragWay {
        switch way {
        case .pool: PoolDrag(screens: screens)
        case .handwritten: BareDrag(screens: screens)
        case .fair: FairDrag(screens: screens)
        case .floor: FloorDrag(screens: screens)
        }
    }

    private static func ratio(_ numerator: Double?, _ denominator: Double?) -> Double? {
        numerator.flatMap { numerator in denominator.map { numerator / $0 } }
    }

    /// Drags every way's keyboard to ``checkedHeight``, untimed, and says
    /// which screen's constant did not follow; `nil` when every one did.
    private static func firstMiss(_ ways: [any DragWay]) -> String? {
        let expected = FakeScreen.constant(keyboardHeight: checkedHeight)
        for way in ways {
            way.drag(toHeight: checkedHeight)
            if let index = way.screens.firstIndex(where: { !$0.holds(expected) }) {
                let held = way.screens[index].constraint.keyboardConstant
                return "\(way.name) \(index + 1) of \(way.screens.count) kept \(Format.number(held)) pt, "
                    + "not \(Format.number(expected)) pt, after a drag to \(Format.number(checkedHeight)) pt"
            }
        }
        return nil
    }
}
