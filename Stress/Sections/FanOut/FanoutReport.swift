/// The fan-out's table, verdicts and JSON.
extension FanoutProfile: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { sizes.fanoutClients.count }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let result = spread.median
        let rows = spread.eachRow(\.rows) { row in
            [Format.count(row.median.clients)] + row.cells(\.nanosecondsPerEvent)
                + [row[\.baselineOverPool].text(Format.ratio), row[\.poolOverFloor].text(Format.ratio)]
        }
        var verdicts: [Verdict] = []
        if let row = result.row(clients: 1) {
            verdicts.append(.target("fanout_pool_over_floor_1", "fan-out: pool ÷ floor at 1 client ≤ 1.25",
                                    Format.ratio(row.poolOverFloor), row.poolOverFloor <= 1.25))
        }
        if let row = result.row(clients: 1_000) {
            verdicts.append(.target("fanout_handwritten_over_pool_1000", "fan-out: hand-written ÷ pool at 1,000 clients ≥ 30×",
                                    Format.ratio(row.baselineOverPool), row.baselineOverPool >= 30))
        }
        verdicts.append(.correctness("decodes_per_post", "decodes per post = 1",
                                     Format.number(spread.high.decodesPerPost, decimals: 2),
                                     spread.high.decodesPerPost == 1 && spread.low.decodesPerPost == 1))
        verdicts.append(.correctness("fanout_delivered_exactly", "every client of every way received every post exactly once",
                                     Format.yes(result.deliveredExactly), result.deliveredExactly))
        return ReportSection(
            title: "Fan-out profile (ns per posted notification, \(spread.medianLabel))",
            headers: ["clients"] + Way.allCases.map(\.label) + ["hand-written ÷ pool", "pool ÷ floor"],
            rows: rows,
            verdicts: verdicts,
            notes: [
                "Hand-written: one block observer per client, unchecked as? Double / as? Int. "
                    + "Floor: one observer, one decode, a bare loop over weak references.",
                "Marginal pool cost per client: \(spread[\.marginalNanosecondsPerClient].text()) ns.",
            ]
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        [
            "fanout": result.rows.map { row in
                row.nanosecondsPerEvent.json("ns_per_event").merging([
                    "clients": row.clients,
                    "baseline_over_pool": JSONFigure.number(row.baselineOverPool),
                    "pool_over_floor": JSONFigure.number(row.poolOverFloor),
                ]) { $1 }
            },
            "marginal_ns_per_client": JSONFigure.number(result.marginalNanosecondsPerClient),
            "decodes_per_post": JSONFigure.number(result.decodesPerPost),
        ]
    }
}
