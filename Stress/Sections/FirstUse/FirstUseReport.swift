/// The first-use section's table, verdict and JSON.
extension FirstUse: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { sizes.firstUseProbes }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let modes = FirstUseProbe.Mode.allCases
        return ReportSection(
            title: "First use in a fresh process (wall-clock ns, \(spread.medianLabel))",
            headers: ["step"] + modes.map(\.label),
            rows: [
                ["create the pool", spread[\.poolCreate].text(), "—"],
                ["first subscribe / addObserver"] + spread.cells(\.firstSubscribe),
                ["first post, delivered"] + spread.cells(\.firstPost),
            ],
            verdicts: [
                .correctness("first_use_delivered", "each probe's client received its first post",
                             Format.yes(spread.median.deliveredExactly), spread.median.deliveredExactly),
            ]
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        [
            "first_use_ns": [
                "pool_create": JSONFigure.number(result.poolCreate),
                "first_subscribe": JSONFigure.number(result.firstSubscribe[.pool]),
                "first_post": JSONFigure.number(result.firstPost[.pool]),
                "handwritten_subscribe": JSONFigure.number(result.firstSubscribe[.handwritten]),
                "handwritten_first_post": JSONFigure.number(result.firstPost[.handwritten]),
            ],
        ]
    }
}
