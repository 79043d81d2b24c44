/// Turns each section's result into its table and verdict lines.
enum SectionReports {
    static func fanout(_ result: FanoutProfile.Result) -> ReportSection {
        let rows = result.rows.map { row in
            [
                Format.count(row.clients),
                Format.nanoseconds(row.poolNanosecondsPerEvent),
                Format.nanoseconds(row.baselineNanosecondsPerEvent),
                Format.nanoseconds(row.floorNanosecondsPerEvent),
                Format.ratio(row.baselineOverPool),
                Format.ratio(row.poolOverFloor),
            ]
        }
        var verdicts: [Verdict] = []
        if let row = result.row(clients: 1_000) {
            verdicts.append(.target("baseline ÷ pool at 1,000 clients ≥ 30×", Format.ratio(row.baselineOverPool),
                                    row.baselineOverPool >= 30))
        }
        if let row = result.row(clients: 1) {
            let poolOverBaseline = 1 / row.baselineOverPool
            verdicts.append(.target("pool ≤ 1.1× baseline at 1 client", Format.ratio(poolOverBaseline),
                                    poolOverBaseline <= 1.1))
        }
        for clients in [1_000, 10_000] {
            if let row = result.row(clients: clients) {
                verdicts.append(.target("pool ÷ floor ≤ 1.5× at \(Format.count(clients)) clients",
                                        Format.ratio(row.poolOverFloor), row.poolOverFloor <= 1.5))
            }
        }
        verdicts.append(.correctness("decodes per post = 1", Format.number(result.decodesPerPost, decimals: 2),
                                     result.decodesPerPost == 1))
        verdicts.append(.correctness("every client of every way received every post exactly once",
                                     result.deliveredExactly ? "yes" : "no", result.deliveredExactly))
        return ReportSection(
            title: "1. Fan-out profile (ns per posted notification, median)",
            headers: ["clients", "pool", "baseline", "floor", "baseline ÷ pool", "pool ÷ floor"],
            rows: rows,
            verdicts: verdicts,
            notes: ["Marginal pool cost per client: \(Format.nanoseconds(result.marginalNanosecondsPerClient)) ns."]
        )
    }

    static func decode(_ result: DecodeCost.Result) -> ReportSection {
        ReportSection(
            title: "2. Decode cost (ns per decode of UIKit's 8-key userInfo, ring of 256, median)",
            headers: ["decode", "ns"],
            rows: [
                ["KeyboardInfo(userInfo:), validated", Format.nanoseconds(result.validatedNanoseconds)],
                ["unchecked (x as? NSNumber)?.doubleValue", Format.nanoseconds(result.nsNumberNanoseconds)],
                ["unchecked as? Double / as? Int", Format.nanoseconds(result.uncheckedNanoseconds)],
            ],
            verdicts: [
                .target("validated ÷ as? NSNumber unchecked ≤ 1.2", Format.ratio(result.nsNumberRatio),
                        result.nsNumberRatio <= 1.2),
                .target("validated decode ≤ 2× unchecked casts", Format.ratio(result.ratio), result.ratio <= 2),
            ]
        )
    }

    static func subscribe(_ result: SubscribeScaling.Result) -> ReportSection {
        var verdicts: [Verdict] = []
        if let small = result.nanoseconds(held: 100), let large = result.nanoseconds(held: 100_000) {
            verdicts.append(.target("pair at 100,000 held ≤ 2× pair at 100 held", Format.ratio(large / small),
                                    large / small <= 2))
        }
        return ReportSection(
            title: "3. Subscribe + unsubscribe pair (ns, median)",
            headers: ["clients held", "ns per pair"],
            rows: result.nanosecondsPerPair.map { [Format.count($0.held), Format.nanoseconds($0.nanoseconds)] },
            verdicts: verdicts
        )
    }

    static func sweep(_ result: SweepCost.Result) -> ReportSection {
        ReportSection(
            title: "4. Sweep cost (\(Format.count(result.entries)) observers, half stray; ns per entry, median)",
            headers: ["loop", "ns per entry"],
            rows: [
                ["pool.sweep()", Format.nanoseconds(result.nanosecondsPerEntry)],
                ["bare weak-load loop (floor)", Format.nanoseconds(result.weakLoadNanosecondsPerEntry)],
            ],
            verdicts: [
                .target("sweep ≤ 3× weak-load floor", Format.ratio(result.ratio), result.ratio <= 3),
                .correctness("sweep evicted exactly the strays", result.evictedExactly ? "yes" : "no",
                             result.evictedExactly),
            ]
        )
    }

    static func memory(_ result: HeapPerClient.Result) -> ReportSection {
        let text = { (value: Double?) in value.map { Format.number($0) } ?? "n/a" }
        return ReportSection(
            title: "5. Memory (heap bytes per subscribed client, \(Format.count(result.clients)) clients, mallinfo2)",
            headers: ["way", "bytes per client"],
            rows: [
                ["pool.subscribe", text(result.poolBytesPerClient)],
                ["NotificationCenter observer per client (baseline)", text(result.baselineBytesPerClient)],
            ],
            verdicts: [
                .target("≤ 128 heap bytes per subscribed client", text(result.poolBytesPerClient),
                        result.poolBytesPerClient.map { $0 <= 128 }),
            ]
        )
    }

    static func storm(_ result: Storm.Result) -> ReportSection {
        ReportSection(
            title: "6. Storm (\(result.threads) posting threads × \(Format.count(result.postsPerThread)) posts, "
                + "churn and a \(result.sweeps > 0 ? "running" : "idle") sweeper)",
            headers: ["figure", "value"],
            rows: [
                ["posts", Format.count(result.posts)],
                ["steady clients", Format.count(result.steadyClients)],
                ["expected deliveries", Format.count(result.expected)],
                ["delivered", Format.count(result.delivered)],
                ["lost", Format.count(result.lost)],
                ["duplicated", Format.count(result.duplicated)],
                ["out of order", Format.count(result.outOfOrder)],
                ["decodes", Format.count(result.decodes)],
                ["clients churned", Format.count(result.churnedClients)],
                ["sweeps run", Format.count(result.sweeps)],
                ["events per second", Format.count(Int(result.eventsPerSecond))],
            ],
            verdicts: [
                .correctness("0 lost", Format.count(result.lost), result.lost == 0),
                .correctness("0 duplicated", Format.count(result.duplicated), result.duplicated == 0),
                .correctness("each thread's posts in order", "\(Format.count(result.outOfOrder)) out of order",
                             result.outOfOrder == 0),
                .correctness("one decode per post", "\(Format.count(result.decodes)) for \(Format.count(result.posts))",
                             result.decodes == result.posts),
                .correctness("pool holds only the steady clients afterwards", Format.count(result.poolCountAfter),
                             result.poolCountAfter == result.steadyClients),
            ]
        )
    }

    static func soak(_ result: LeakSoak.Result) -> ReportSection {
        ReportSection(
            title: "7. Leak soak (\(Format.count(result.cycles)) cycles)",
            headers: ["figure", "value"],
            rows: [
                ["pool count after", Format.count(result.poolCountAfter)],
                ["live observers after", Format.count(result.liveObserversAfter)],
                ["live clients after (sampled)", Format.count(result.liveClientsAfter)],
                ["RSS growth after warm-up", Format.bytes(result.rssGrowthBytes)],
                ["heap growth after warm-up", Format.bytes(result.heapGrowthBytes)],
                ["ns per cycle", Format.nanoseconds(result.nanosecondsPerCycle)],
            ],
            verdicts: [
                .correctness("pool count 0", Format.count(result.poolCountAfter), result.poolCountAfter == 0),
                .correctness("live observers 0", Format.count(result.liveObserversAfter), result.liveObserversAfter == 0),
                .correctness("live clients 0", Format.count(result.liveClientsAfter), result.liveClientsAfter == 0),
                .target("RSS growth < 1 MiB", Format.bytes(result.rssGrowthBytes),
                        result.rssGrowthBytes.map { $0 < 1 << 20 }),
            ]
        )
    }
}
