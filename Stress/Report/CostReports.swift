/// Turns each section's result into its table and verdict lines.
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
        if let row = result.row(clients: 1_000) {
            verdicts.append(.target("baseline ÷ pool at 1,000 clients ≥ 30×", Format.ratio(row.baselineOverPool),
                                    row.baselineOverPool >= 30))
        }
        verdicts.append(.correctness("decodes per post = 1", Format.number(spread.high.decodesPerPost, decimals: 2),
                                     spread.high.decodesPerPost == 1 && spread.low.decodesPerPost == 1))
        verdicts.append(.correctness("every client of every way received every post exactly once",
                                     result.deliveredExactly ? "yes" : "no", result.deliveredExactly))
        return ReportSection(
            title: "1. Fan-out profile (ns per posted notification, \(spread.medianLabel))",
            headers: ["clients", "pool", "baseline", "floor", "baseline ÷ pool", "pool ÷ floor"],
            rows: rows,
            verdicts: verdicts,
            notes: ["Marginal pool cost per client: \(spread[\.marginalNanosecondsPerClient].text()) ns."]
        )
    }

    static func decode(_ spread: Spread<DecodeCost.Result>) -> ReportSection {
        ReportSection(
            title: "2. Decode cost (ns per decode of UIKit's 8-key userInfo, ring of 256, \(spread.medianLabel))",
            headers: ["decode", "ns"],
            rows: [
                ["KeyboardInfo(userInfo:), validated", spread[\.validatedNanoseconds].text()],
                ["unchecked (x as? NSNumber)?.doubleValue", spread[\.nsNumberNanoseconds].text()],
                ["unchecked as? Double / as? Int", spread[\.uncheckedNanoseconds].text()],
                ["validated ÷ as? NSNumber", spread[\.nsNumberRatio].text(Format.ratio)],
                ["validated ÷ as? Double", spread[\.ratio].text(Format.ratio)],
            ],
            verdicts: [],
            notes: [
                "Information, not a target: this measures swift-corelibs-foundation's dictionary and NSValue, "
                    + "not what an iPhone does (see docs/Performance.md).",
            ]
        )
    }

    static func subscribe(_ spread: Spread<SubscribeScaling.Result>) -> ReportSection {
        let result = spread.median
        var verdicts: [Verdict] = []
        if let small = result.nanoseconds(held: 100), let large = result.nanoseconds(held: 100_000) {
            verdicts.append(.target("pair at 100,000 held ≤ 2× pair at 100 held", Format.ratio(large / small),
                                    large / small <= 2))
        }
        return ReportSection(
            title: "3. Subscribe + unsubscribe pair (ns, \(spread.medianLabel))",
            headers: ["clients held", "ns per pair"],
            rows: result.nanosecondsPerPair.indices.map { index in
                [Format.count(result.nanosecondsPerPair[index].held), spread[\.nanosecondsPerPair[index].nanoseconds].text()]
            },
            verdicts: verdicts
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
            ],
            verdicts: [
                .target("sweep ≤ 4× weak-load floor", Format.ratio(result.ratio), result.ratio <= 4),
                .correctness("sweep evicted exactly the strays", result.evictedExactly ? "yes" : "no",
                             result.evictedExactly),
            ]
        )
    }

    static func memory(_ spread: Spread<HeapPerClient.Result>) -> ReportSection {
        let result = spread.median
        let bytes = { (value: Double) in Format.number(value) }
        let within = { (value: Double?, limit: Double) in value.map { $0 <= limit } }
        return ReportSection(
            title: "5. Memory (heap bytes, mallinfo2, \(spread.medianLabel))",
            headers: ["what", "heap bytes each"],
            rows: [
                ["protocol client (pool.subscribe), \(Format.count(result.clients))", spread[\.poolBytesPerClient].text(bytes)],
                ["NotificationCenter observer per client (baseline)", spread[\.baselineBytesPerClient].text(bytes)],
                ["observe token", spread[\.bytesPerToken].text(bytes)],
                ["events() sequence", spread[\.bytesPerAsyncSequence].text(bytes)],
                ["pool (ObserverPool(notificationCenter:))", spread[\.bytesPerPool].text(bytes)],
            ],
            verdicts: [
                .target("≤ 128 heap bytes per subscribed client", spread[\.poolBytesPerClient].text(bytes),
                        within(result.poolBytesPerClient, 128)),
                .target("≤ 192 heap bytes per token", spread[\.bytesPerToken].text(bytes), within(result.bytesPerToken, 192)),
                .target("≤ 512 heap bytes per async sequence", spread[\.bytesPerAsyncSequence].text(bytes),
                        within(result.bytesPerAsyncSequence, 512)),
            ]
        )
    }
}
