/// Turns each section's result into its table and verdict lines: the cost
/// sections here, the show, paths and first use in ShowReports.swift, the
/// storm and the soak in CorrectnessReports.swift.
enum SectionReports {
    static func fanout(_ spread: Spread<FanoutProfile.Result>) -> ReportSection {
        let result = spread.median
        let rows = result.rows.indices.map { index in
            [
                Format.count(result.rows[index].clients),
                spread[\.rows[index].poolNanosecondsPerEvent].text(),
                spread[\.rows[index].baselineNanosecondsPerEvent].text(),
                spread[\.rows[index].floorNanosecondsPerEvent].text(),
                spread[\.rows[index].baselineOverPool].text(Format.ratio),
                spread[\.rows[index].poolOverFloor].text(Format.ratio),
            ]
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
                                     result.deliveredExactly ? "yes" : "no", result.deliveredExactly))
        return ReportSection(
            title: "1. Fan-out profile (ns per posted notification, \(spread.medianLabel))",
            headers: ["clients", "pool", "hand-written", "floor", "hand-written ÷ pool", "pool ÷ floor"],
            rows: rows,
            verdicts: verdicts,
            notes: [
                "Hand-written: one block observer per client, unchecked as? Double / as? Int. "
                    + "Floor: one observer, one decode, a bare loop over weak references.",
                "Marginal pool cost per client: \(spread[\.marginalNanosecondsPerClient].text()) ns.",
            ]
        )
    }

    static func decode(_ spread: Spread<DecodeCost.Result>) -> ReportSection {
        ReportSection(
            title: "2. Decode cost (ns per decode of UIKit's 8-key userInfo, ring of 256, \(spread.medianLabel))",
            headers: ["decode", "ns"],
            rows: [
                ["KeyboardInfo(userInfo:), every key validated", spread[\.validatedNanoseconds].text()],
                ["hand-written, 3 values validated, as? NSNumber", spread[\.handwrittenValidatedNanoseconds].text()],
                ["hand-written, 3 values unchecked, as? NSNumber", spread[\.nsNumberNanoseconds].text()],
                ["hand-written, 3 values unchecked, as? Double / as? Int", spread[\.uncheckedNanoseconds].text()],
                ["KeyboardInfo ÷ unchecked as? NSNumber", spread[\.nsNumberRatio].text(Format.ratio)],
                ["KeyboardInfo ÷ unchecked as? Double", spread[\.ratio].text(Format.ratio)],
            ],
            verdicts: [
                .information(
                    "decode_validated_over_nsnumber", "decode: KeyboardInfo(userInfo:) ÷ unchecked as? NSNumber",
                    Format.ratio(spread.median.nsNumberRatio),
                    measures: "five validated keys against three unchecked casts, on swift-corelibs-foundation, "
                        + "whose dictionary lookups and NSValue.objCType cost what they do not on iOS"
                ),
            ]
        )
    }

    static func subscribe(_ spread: Spread<SubscribeScaling.Result>) -> ReportSection {
        let result = spread.median
        return ReportSection(
            title: "3. Subscribe + unsubscribe pair (ns, \(spread.medianLabel))",
            headers: ["clients held", "ns per pair"],
            rows: result.nanosecondsPerPair.indices.map { index in
                [Format.count(result.nanosecondsPerPair[index].held), spread[\.nanosecondsPerPair[index].nanoseconds].text()]
            },
            verdicts: [
                .target("subscribe_pair_100000_over_100", "subscribe pair at 100,000 held ÷ at 100 held ≤ 2",
                        Format.ratio(result.mostOverFewest), result.mostOverFewest <= 2),
            ]
        )
    }

    static func sweep(_ spread: Spread<SweepCost.Result>) -> ReportSection {
        let result = spread.median
        return ReportSection(
            title: "4. Sweep cost (\(Format.count(result.entries)) observers, half stray; ns per entry, \(spread.medianLabel))",
            headers: ["loop", "ns per entry"],
            rows: [
                ["pool.sweep()", spread[\.nanosecondsPerEntry].text()],
                ["bare weak-load loop (floor)", spread[\.weakLoadNanosecondsPerEntry].text()],
                ["sweep ÷ floor", spread[\.ratio].text(Format.ratio)],
            ],
            verdicts: [
                .target("sweep_over_weak_load", "sweep ÷ weak-load floor ≤ 4", Format.ratio(result.ratio), result.ratio <= 4),
                .correctness("sweep_evicted_exactly", "sweep evicted exactly the strays", result.evictedExactly ? "yes" : "no",
                             result.evictedExactly),
            ]
        )
    }

    static func memory(_ spread: Spread<HeapPerClient.Result>) -> ReportSection {
        let result = spread.median
        let bytes = { (value: Double) in Format.number(value) }
        let ratio = { (value: Double?) in value.map(Format.ratio) ?? "n/a" }
        let heap = { (value: Double?) in value.map { Format.number($0) + " B" } ?? "n/a" }
        return ReportSection(
            title: "5. Memory (heap bytes, mallinfo2, \(spread.medianLabel))",
            headers: ["what", "heap bytes each"],
            rows: [
                ["protocol client (pool.subscribe), \(Format.count(result.clients))", spread[\.poolBytesPerClient].text(bytes)],
                ["hand-written NotificationCenter observer per client", spread[\.baselineBytesPerClient].text(bytes)],
                ["observe token", spread[\.bytesPerToken].text(bytes)],
                ["events() sequence", spread[\.bytesPerAsyncSequence].text(bytes)],
                ["pool (ObserverPool(notificationCenter:))", spread[\.bytesPerPool].text(bytes)],
                ["protocol client ÷ hand-written observer", spread[\.poolClientOverObserver].text(Format.ratio)],
                ["observe token ÷ hand-written observer", spread[\.tokenOverObserver].text(Format.ratio)],
            ],
            verdicts: [
                .target("heap_protocol_client_over_observer", "heap per protocol client ÷ hand-written observer ≤ 1.0",
                        ratio(result.poolClientOverObserver), result.poolClientOverObserver.map { $0 <= 1 }),
                .target("heap_token_over_observer", "heap per observe token ÷ hand-written observer ≤ 1.0",
                        ratio(result.tokenOverObserver), result.tokenOverObserver.map { $0 <= 1 }),
                .target("heap_events_stream", "heap per events() stream ≤ 512 B", heap(result.bytesPerAsyncSequence),
                        result.bytesPerAsyncSequence.map { $0 <= 512 }),
                .information(
                    "heap_protocol_client_bytes", "heap per protocol client (retired target ≤ 128 B)",
                    heap(result.poolBytesPerClient),
                    measures: "an observer object, a dictionary entry and an order slot per client, plus the "
                        + "weak-reference side table Swift gives any weakly held object, which a hand-written observer pays too"
                ),
                .information(
                    "heap_token_bytes", "heap per observe token (retired target ≤ 192 B)", heap(result.bytesPerToken),
                    measures: "the token and the closure observer it owns, plus what the pool holds for any "
                        + "client (its entry and the weak-reference side table)"
                ),
            ],
            notes: [
                "Hand-written: one block observer per client, for one event (willShow); a client observing all six "
                    + "events by hand registers six. Pool clients and tokens observe all six.",
            ]
        )
    }
}
