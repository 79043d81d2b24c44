/// The drag's table, verdicts and JSON.
extension DragFrame: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { sizes.dragBehaviors.count }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        ReportSection(
            title: "Drag frame (one frame of an interactive dismissal; ns per frame, \(spread.medianLabel))",
            headers: ["behaviors"] + Way.allCases.map(\.label)
                + ["pool ÷ fair", "pool ÷ bare", "pool ÷ floor", "pool locks per frame", "pool allocations per frame",
                   "pool, share of a 120 Hz frame"],
            rows: spread.eachRow(\.rows) { row in
                ["\(row.median.behaviors)"] + row.cells(\.nanosecondsPerFrame)
                    + [row[\.poolOverFair].text(Format.ratio), row[\.poolOverHandwritten].text(Format.ratio),
                       row[\.poolOverFloor].text(Format.ratio),
                       row[\.locksPerFrame].text(count), row[\.allocationsPerFrame].text(count),
                       Format.frameShare(row.median.nanosecondsPerFrame[.pool])]
            },
            verdicts: verdicts(spread.median),
            notes: [
                "Pool: each frame a layout pass of the screen's keyboard layout guide, handed over where the UIKit layer's "
                    + "guide tracker hands it, through the pool's two-source check to a KeyboardConstraintBehavior per "
                    + "screen (animation .immediate), each measuring its view and writing its constraint; the keyboard "
                    + "shown first, each frame at another height.",
                "Bare hand-written: per screen, a follower handed the same layout pass, that takes the keyboard's top "
                    + "from the guide, computes KeyboardOverlap(keyboardFrame:in:) for its view and writes the constant: "
                    + "it trusts every reading, holds its targets strongly and writes without comparing.",
                "Fair hand-written: the same, as real apps' followers do it: it checks the reading (finite, ending at "
                    + "its view's bottom, its top inside the view above the resting band), holds its view and constraint "
                    + "weakly, and writes only a changed constant.",
                "At the floor: the floor under the pool, written by hand. Once a frame, under one lock (the package's "
                    + "LockIsolated), the reading checked against the posts' docked keyboard and read as the pool reads "
                    + "it, and the keyboard it shows published; then per screen, through the target protocols a "
                    + "behavior is given (held strongly), the constant written only when it changed. No target.",
                "Locks and allocations: the pool's, per frame of a drag under way, counted in a process of their own "
                    + "(the pool's counters; glibc's mtrace with libc_malloc_debug preloaded).",
            ]
        )
    }

    /// A count per frame, to two decimals.
    private static func count(_ value: Double) -> String { Format.number(value, decimals: 2) }

    private static func verdicts(_ result: Result) -> [Verdict] {
        let ratios: [(key: String, label: String, path: KeyPath<Row, Double?>, behaviors: Int, limit: Double)] = [
            ("drag_pool_over_fair", "fair", \.poolOverFair, 1, 1.0),
            ("drag_pool_over_fair", "fair", \.poolOverFair, 10, 0.5),
            ("drag_pool_over_handwritten", "bare", \.poolOverHandwritten, 1, 3.0),
            ("drag_pool_over_handwritten", "bare", \.poolOverHandwritten, 10, 1.2),
        ]
        let targets = ratios.compactMap { target -> Verdict? in
            guard let row = result.rows.first(where: { $0.behaviors == target.behaviors }) else { return nil }
            let ratio = row[keyPath: target.path]
            return .target(
                "\(target.key)_\(target.behaviors)",
                "drag frame: pool ÷ \(target.label) hand-written at \(target.behaviors) "
                    + "behavior\(target.behaviors == 1 ? "" : "s") ≤ \(Format.number(target.limit, decimals: 1))",
                ratio.map { Format.ratio($0, against: target.limit) } ?? "not measured", ratio.map { $0 <= target.limit }
            )
        }
        return targets + [
            perFrame("drag_locks_per_frame", "locks", \.locksPerFrame, 1, result),
            perFrame("drag_allocations_per_frame", "allocations", \.allocationsPerFrame, 0, result),
            .correctness("drag_reaches_every_behavior", "drag: a checked frame reached every behavior and follower",
                         result.reachedEveryScreen ? "yes" : "no: " + (result.missed ?? "one missed in another process"),
                         result.reachedEveryScreen),
        ]
    }

    /// "drag frame: pool locks per frame = 1 at every count of behaviors", measured as the count farthest from it.
    private static func perFrame(
        _ key: String, _ what: String, _ path: KeyPath<Row, Double?>, _ target: Double, _ result: Result
    ) -> Verdict {
        let counts = result.rows.map { $0[keyPath: path] }
        let worst = counts.contains(nil) ? nil : counts.compactMap { $0 }.max { abs($0 - target) < abs($1 - target) }
        return .target(
            key, "drag frame: pool \(what) per frame = \(Format.number(target, decimals: 0)) at every count of behaviors",
            worst.map { "\(count($0)) at worst" } ?? "not counted here", worst.map { $0 == target }
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        [
            "drag": result.rows.map { row in
                row.nanosecondsPerFrame.json("ns_per_frame").merging([
                    "behaviors": row.behaviors,
                    "pool_over_handwritten": JSONFigure.number(row.poolOverHandwritten),
                    "pool_over_fair": JSONFigure.number(row.poolOverFair),
                    "pool_over_floor": JSONFigure.number(row.poolOverFloor),
                    "pool_locks_per_frame": JSONFigure.number(row.locksPerFrame),
                    "pool_allocations_per_frame": JSONFigure.number(row.allocationsPerFrame),
                ]) { $1 }
            },
        ]
    }
}
