/// The drag's table, verdicts and JSON.
extension DragFrame: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { sizes.dragBehaviors.count }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        ReportSection(
            title: "Drag frame (one frame of an interactive dismissal; ns per frame, \(spread.medianLabel))",
            headers: ["behaviors"] + Way.allCases.map(\.label) + ["pool ÷ hand-written", "pool, share of a 120 Hz frame"],
            rows: spread.eachRow(\.rows) { row in
                ["\(row.median.behaviors)"] + row.cells(\.nanosecondsPerFrame)
                    + [row[\.poolOverHandwritten].text(Format.ratio), Format.frameShare(row.median.nanosecondsPerFrame[.pool])]
            },
            verdicts: verdicts(spread.median),
            notes: [
                "Pool: each frame a layout pass of the screen's keyboard layout guide, handed over where the UIKit layer's "
                    + "guide tracker hands it, through the pool's two-source check to a KeyboardConstraintBehavior per "
                    + "screen (animation .immediate), each measuring its view and writing its constraint; the keyboard "
                    + "shown first, each frame at another height.",
                "Hand-written: per screen, a follower handed the same layout pass, that takes the keyboard's top from "
                    + "the guide, computes KeyboardOverlap(keyboardFrame:in:) for its view and writes the constant.",
            ]
        )
    }

    private static func verdicts(_ result: Result) -> [Verdict] {
        let targets = [(1, 1.5), (10, 1.2)].compactMap { behaviors, limit -> Verdict? in
            guard let row = result.rows.first(where: { $0.behaviors == behaviors }) else { return nil }
            return .target(
                "drag_pool_over_handwritten_\(behaviors)",
                "drag frame: pool ÷ hand-written at \(behaviors) behavior\(behaviors == 1 ? "" : "s") "
                    + "≤ \(Format.number(limit, decimals: 1))",
                row.poolOverHandwritten.map(Format.ratio) ?? "not measured", row.poolOverHandwritten.map { $0 <= limit }
            )
        }
        return targets + [
            .correctness("drag_reaches_every_behavior", "drag: a checked frame reached every behavior and follower",
                         result.reachedEveryScreen ? "yes" : "no: " + (result.missed ?? "one missed in another process"),
                         result.reachedEveryScreen),
        ]
    }

    static func json(_ result: Result) -> [String: Any] {
        [
            "drag": result.rows.map { row in
                row.nanosecondsPerFrame.json("ns_per_frame").merging([
                    "behaviors": row.behaviors,
                    "pool_over_handwritten": JSONFigure.number(row.poolOverHandwritten),
                ]) { $1 }
            },
        ]
    }
}
