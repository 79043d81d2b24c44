/// Tables and verdicts of the realistic show, the event paths and first use.
extension SectionReports {
    static func show(_ spread: Spread<RealisticShow.Result>) -> ReportSection {
        let result = spread.median
        let rows = result.rows.indices.map { index in
            let row = result.rows[index]
            return [
                "\(row.screens)", row.observes.rawValue, row.cache.rawValue,
                spread[\.rows[index].poolNanoseconds].text(),
                spread[\.rows[index].validatedNanoseconds].text(),
                spread[\.rows[index].handwrittenNanoseconds].text(),
                spread[\.rows[index].poolOverValidated].text(Format.ratio),
                spread[\.rows[index].poolOverHandwritten].text(Format.ratio),
                Format.number(row.decodesPerCycle, decimals: 0),
            ]
        }
        var verdicts: [Verdict] = []
        for (screens, limit) in [(3, 1.1), (10, 0.4)] {
            guard let row = result.row(screens, .all, .warm) else { continue }
            verdicts.append(.target(
                "show_all_warm_pool_over_validated_\(screens)",
                "show, screens observing all six events, warm: pool ÷ best validated hand-written at \(screens) screens "
                    + "≤ \(Format.number(limit, decimals: 2))",
                Format.ratio(row.poolOverValidated), row.poolOverValidated <= limit
            ))
        }
        if let growth = result.growth(.all) {
            verdicts.append(.target("show_all_warm_pool_10_over_1",
                                    "show, screens observing all six events, warm: pool at 10 screens ÷ at 1 ≤ 1.30",
                                    Format.ratio(growth), growth <= 1.3))
        }
        verdicts.append(.correctness("show_delivered_exactly", "every screen of every way received each observed event once",
                                     result.deliveredExactly ? "yes" : "no", result.deliveredExactly))
        let retired: [(RealisticShow.Cache, Int, Double)] = [
            (.warm, 1, 1.5), (.warm, 3, 0.7), (.warm, 10, 0.3), (.cold, 1, 1.75), (.cold, 3, 0.9),
        ]
        for (cache, screens, limit) in retired {
            guard let row = result.row(screens, .willShowHide, cache) else { continue }
            verdicts.append(.information(
                "show_will_show_hide_\(cache.rawValue)_pool_over_unchecked_\(screens)",
                "show, willShow/willHide screens, \(cache.rawValue): pool ÷ best unchecked hand-written at \(screens) "
                    + "screen\(screens == 1 ? "" : "s") (retired target ≤ \(Format.number(limit, decimals: 2)))",
                Format.ratio(row.poolOverHandwritten),
                measures: cache == .warm
                    ? "eight validated decodes per cycle on swift-corelibs-foundation against screens that read "
                        + "three values of two posts unchecked"
                    : "the same after an \(CacheFlush.bytes >> 20) MiB cache flush before each cycle, wall clock"
            ))
        }
        if let growth = result.growth(.willShowHide) {
            verdicts.append(.information(
                "show_will_show_hide_warm_pool_10_over_1",
                "show, willShow/willHide screens, warm: pool at 10 screens ÷ at 1 (retired target ≤ 1.30)", Format.ratio(growth),
                measures: "growth of a cycle whose cost is the eight decodes every pool makes, whoever observes"
            ))
        }
        return ReportSection(
            title: "6. Realistic show (UIKit's 4-post show + 4-post hide, 8-key payloads, ring of 256; "
                + "ns per cycle, \(spread.medianLabel))",
            headers: ["screens", "observe", "cache", "pool", "hand-written validated", "hand-written unchecked",
                      "pool ÷ validated", "pool ÷ unchecked", "pool decodes per cycle"],
            rows: rows,
            verdicts: verdicts,
            notes: [
                "Hand-written: one block observer per screen per observed event, each reading the end frame, duration "
                    + "and curve; the better of as? NSNumber and as? Double / as? Int. Validated: the rect's type "
                    + "checked before it is read, a finite duration that is not negative.",
                "Cold: an \(CacheFlush.bytes >> 20) MiB buffer written before each cycle; wall clock. "
                    + "Warm: batches, thread CPU time.",
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
                .target("events_hops_per_element", "events(): main-queue hops per element ≤ 1", hops(result.eventsHops),
                        result.eventsHops <= 1),
                .target("events_over_floor", "events(): main-thread ns per event ÷ bare-stream floor ≤ 1.5",
                        Format.ratio(result.eventsOverFloor), result.eventsOverFloor <= 1.5),
                .correctness("paths_delivered_exactly", "every path delivered every event once",
                             result.deliveredExactly ? "yes" : "no", result.deliveredExactly),
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
                .correctness("first_use_delivered", "each probe's client received its first post",
                             spread.median.deliveredExactly ? "yes" : "no", spread.median.deliveredExactly),
            ]
        )
    }
}
