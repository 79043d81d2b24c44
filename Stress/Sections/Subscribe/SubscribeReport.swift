/// The subscribe section's table, verdict and JSON.
extension SubscribeScaling: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { sizes.subscribe.samples }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let result = spread.median
        return ReportSection(
            title: "Subscribe + unsubscribe pair (ns, \(spread.medianLabel))",
            headers: ["clients held", "ns per pair"],
            rows: spread.eachRow(\.nanosecondsPerPair) { pair in [Format.count(pair.median.held), pair[\.nanoseconds].text()] },
            verdicts: [
                .target("subscribe_pair_100000_over_100", "subscribe pair at 100,000 held ÷ at 100 held ≤ 2",
                        Format.ratio(result.mostOverFewest), result.mostOverFewest <= 2),
            ]
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        [
            "subscribe_pair_ns": Dictionary(uniqueKeysWithValues: result.nanosecondsPerPair.map {
                ("held_\($0.held)", JSONFigure.number($0.nanoseconds))
            }),
            "subscribe_pair_100000_over_100": JSONFigure.number(result.mostOverFewest),
        ]
    }
}
