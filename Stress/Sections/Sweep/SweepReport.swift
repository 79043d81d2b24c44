/// The sweep's table, verdicts and JSON.
extension SweepCost: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { sizes.sweepRepetitions }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let result = spread.median
        return ReportSection(
            title: "Sweep cost (\(Format.count(result.entries)) observers, half stray; ns per entry, \(spread.medianLabel))",
            headers: ["loop", "ns per entry"],
            rows: spread.rows(\.nanosecondsPerEntry)
                + [["sweep ÷ floor", spread[\.ratio].text(Format.ratio)]],
            verdicts: [
                .target("sweep_over_weak_load", "sweep ÷ weak-load floor ≤ 4", Format.ratio(result.ratio), result.ratio <= 4),
                .correctness("sweep_evicted_exactly", "sweep evicted exactly the strays", Format.yes(result.evictedExactly),
                             result.evictedExactly),
            ]
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        var sweep = result.nanosecondsPerEntry.json("ns_per_entry")
        sweep["entries"] = result.entries
        sweep["over_weak_load"] = JSONFigure.number(result.ratio)
        return ["sweep": sweep]
    }
}
