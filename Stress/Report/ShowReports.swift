/// Tables and verdicts of the realistic show, the event paths and first use.
enum ShowReport {
    static func section(_ spread: Spread<RealisticShow.Result>) -> ReportSection {
        let result = spread.median
        let rows = result.rows.indices.map { index in
            let row = result.rows[index]
            return [
                "\(row.screens)", row.observes.rawValue, row.cache.rawValue,
                spread[\.rows[index].poolNanoseconds].text(),
                spread[\.rows[index].nsNumberNanoseconds].text(),
                spread[\.rows[index].swiftCastsNanoseconds].text(),
                spread[\.rows[index].poolOverHandwritten].text(Format.ratio),
                Format.number(row.decodesPerCycle, decimals: 0),
            ]
        }
        var verdicts: [Verdict] = []
        let targets: [(RealisticShow.Cache, Int, Double)] = [
            (.warm, 1, 1.5), (.warm, 3, 0.7), (.warm, 10, 0.3), (.cold, 1, 1.75), (.cold, 3, 0.9),
        ]
        for (cache, screens, limit) in targets {
            guard let row = result.row(screens, .willShowHide, cache) else { continue }
            verdicts.append(.target(
                "show, willShow/willHide screens, \(cache.rawValue): pool ÷ best hand-written ≤ \(Format.number(limit, decimals: 2)) at \(screens)",
                Format.ratio(row.poolOverHandwritten), row.poolOverHandwritten <= limit
            ))
        }
        if let one = result.row(1, .willShowHide, .warm), let ten = result.row(10, .willShowHide, .warm) {
            let growth = ten.poolNanoseconds / one.poolNanoseconds
            verdicts.append(.target("show, willShow/willHide screens, warm: pool at 10 screens ÷ at 1 ≤ 1.30",
                                    Format.ratio(growth), growth <= 1.3))
        }
        verdicts.append(.correctness("every screen of every way received each observed event once",
                                     result.deliveredExactly ? "yes" : "no", result.deliveredExactly))
        return ReportSection(
            title: "6. Realistic show (UIKit's 4-post show + 4-post hide, 8-key payloads, ring of 256; ns per cycle, \(spread.medianLabel))",
            headers: ["screens", "observe", "cache", "pool", "hand-written as? NSNumber", "hand-written as? Double",
                      "pool ÷ best hand-written", "pool decodes per cycle"],
            rows: rows,
            verdicts: verdicts,
            notes: [
                "Hand-written: one block observer per screen per observed event. Cold: an \(CacheFlush.bytes >> 20) MiB "
                    + "buffer written before each cycle; wall clock. Warm: batches, thread CPU time.",
            ]
        )
    }

    static func paths(_ spread: Spread<EventPaths.Result>) -> ReportSection {
        let result = spread.median
        let hops = { (value: Double) in Format.number(value, decimals: 2) }
        return ReportSection(
            title: "7. Event paths (main-thread ns per event, main-queue hops per element; \(spread.medianLabel))",
            headers: ["path", "main-thread ns per event", "main-queue hops per element"],
            rows: [
                ["protocol client", spread[\.protocolNanoseconds].text(), spread[\.protocolHops].text(hops)],
                ["observe { }", spread[\.observeNanoseconds].text(), spread[\.observeHops].text(hops)],
                ["events() + main-actor task", spread[\.eventsNanoseconds].text(), spread[\.eventsHops].text(hops)],
                ["floor: bare AsyncStream fed by a protocol client", spread[\.floorNanoseconds].text(), ""],
                ["events() ÷ protocol client", spread[\.eventsOverProtocol].text(Format.ratio), ""],
                ["events() ÷ floor", spread[\.eventsOverFloor].text(Format.ratio), ""],
            ],
            verdicts: [
                .target("events(): main-queue hops per element ≤ 1", hops(result.eventsHops), result.eventsHops <= 1),
                .target("events() main-thread ns per event ÷ bare-stream floor ≤ 1.5", Format.ratio(result.eventsOverFloor),
                        result.eventsOverFloor <= 1.5),
                .correctness("every path delivered every event once", result.deliveredExactly ? "yes" : "no",
                             result.deliveredExactly),
            ],
            notes: ["Each event posted on the main thread, the next once it arrived; the main queue run in between."]
        )
    }

    static func firstUse(_ spread: Spread<FirstUse.Result>) -> ReportSection {
        ReportSection(
            title: "8. First use in a fresh process (wall-clock ns, \(spread.medianLabel))",
            headers: ["step", "pool", "hand-written observer"],
            rows: [
                ["create the pool", spread[\.poolCreate].text(), "—"],
                ["first subscribe / addObserver", spread[\.firstSubscribe].text(), spread[\.handwrittenSubscribe].text()],
                ["first post, delivered", spread[\.firstPost].text(), spread[\.handwrittenFirstPost].text()],
            ],
            verdicts: [
                .correctness("each probe's client received its first post", spread.median.deliveredExactly ? "yes" : "no",
                             spread.median.deliveredExactly),
            ]
        )
    }
}
