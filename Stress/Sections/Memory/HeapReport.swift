/// The memory section's table, verdicts and JSON.
extension HeapPerClient: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { 1 }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let result = spread.median
        let bytes = { (value: Double) in Format.number(value) }
        return ReportSection(
            title: "Memory (heap bytes, mallinfo2, \(Format.count(result.clients)) clients, \(spread.medianLabel))",
            headers: ["what", "heap bytes each"],
            rows: spread.rows(\.bytes, bytes) + [
                ["protocol client ÷ hand-written observer", spread[\.clientOverObserver].text(Format.ratio)],
                ["observe token ÷ hand-written observer", spread[\.tokenOverObserver].text(Format.ratio)],
            ],
            verdicts: verdicts(result),
            notes: [
                "Hand-written: one block observer per client, for one event (willShow); a client observing all six "
                    + "events by hand registers six. Pool clients and tokens observe all six.",
            ]
        )
    }

    private static func verdicts(_ result: Result) -> [Verdict] {
        let ratio = { (value: Double?) in value.map(Format.ratio) ?? "n/a" }
        let heap = { (value: Double?) in value.map { Format.number($0) + " B" } ?? "n/a" }
        return [
            .target("heap_protocol_client_over_observer", "heap per protocol client ÷ hand-written observer ≤ 1.0",
                    ratio(result.clientOverObserver), result.clientOverObserver.map { $0 <= 1 }),
            .target("heap_token_over_observer", "heap per observe token ÷ hand-written observer ≤ 1.0",
                    ratio(result.tokenOverObserver), result.tokenOverObserver.map { $0 <= 1 }),
            .target("heap_events_stream", "heap per events() stream ≤ 512 B", heap(result.bytes[.asyncSequence]),
                    result.bytes[.asyncSequence].map { $0 <= 512 }),
            .information(
                "heap_protocol_client_bytes", "heap per protocol client (retired target ≤ 128 B)",
                heap(result.bytes[.protocolClient]),
                measures: "an observer object, a dictionary entry and an order slot per client, plus the "
                    + "weak-reference side table Swift gives any weakly held object, which a hand-written observer pays too"
            ),
            .information(
                "heap_token_bytes", "heap per observe token (retired target ≤ 192 B)", heap(result.bytes[.token]),
                measures: "the token and the closure observer it owns, plus what the pool holds for any "
                    + "client (its entry and the weak-reference side table)"
            ),
        ]
    }

    static func json(_ result: Result) -> [String: Any] {
        var heap = result.bytes.json("")
        heap["protocol_client_over_observer"] = JSONFigure.number(result.clientOverObserver)
        heap["token_over_observer"] = JSONFigure.number(result.tokenOverObserver)
        return [
            "heap_bytes": heap,
            // Two figures again, under the keys they had first.
            "bytes_per_client": JSONFigure.number(result.bytes[.protocolClient]),
            "baseline_bytes_per_client": JSONFigure.number(result.bytes[.observer]),
        ]
    }
}
