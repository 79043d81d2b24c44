/// The realistic show's table, verdicts and JSON.
extension RealisticShow: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { ScreenEvents.allCases.count * sizes.showScreens.count }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let result = spread.median
        let rows = spread.eachRow(\.rows) { row in
            let setup = row.median
            return [
                "\(setup.screens)", setup.observes.rawValue, setup.cache.rawValue,
                row[\.nanoseconds[.pool]].text(),
                row[\.nanoseconds[.behaviors]].text(),
                row[\.best.validated].text(),
                row[\.best.unchecked].text(),
                row[\.best.poolOverValidated].text(Format.ratio),
                row[\.best.poolOverUnchecked].text(Format.ratio),
                Format.number(setup.decodesPerCycle, decimals: 0),
            ]
        }
        return ReportSection(
            title: "Realistic show (UIKit's 4-post show + 4-post hide, 8-key payloads, ring of 256; "
                + "ns per cycle, \(spread.medianLabel))",
            headers: ["screens", "observe", "cache", "pool", "pool → behaviors", "hand-written validated",
                      "hand-written unchecked", "pool ÷ validated", "pool ÷ unchecked", "pool decodes per cycle"],
            rows: rows,
            verdicts: targets(result) + retired(result),
            notes: [
                "Pool: a protocol client per screen. Pool → behaviors: a KeyboardConstraintBehavior per screen, "
                    + "measuring its view and writing its constraint (behaviors observe every event; n/a for willShowHide).",
                "Hand-written: one block observer per screen per observed event, each reading the end frame, duration "
                    + "and curve; the better of as? NSNumber and as? Double / as? Int. Validated: the rect's type "
                    + "checked before it is read, a finite duration that is not negative.",
                "Cold: an \(CacheFlush.bytes >> 20) MiB buffer written before each cycle; wall clock. "
                    + "Warm: batches, thread CPU time.",
            ]
        )
    }

    private static func targets(_ result: Result) -> [Verdict] {
        var verdicts: [Verdict] = []
        for (screens, limit) in [(3, 1.1), (10, 0.4)] {
            guard let row = result.row(screens, .all, .warm) else { continue }
            verdicts.append(.target(
                "show_all_warm_pool_over_validated_\(screens)",
                "show, screens observing all six events, warm: pool ÷ best validated hand-written at \(screens) screens "
                    + "≤ \(Format.number(limit, decimals: 2))",
                Format.ratio(row.best.poolOverValidated), row.best.poolOverValidated <= limit
            ))
        }
        if let growth = result.growth(.all) {
            verdicts.append(.target("show_all_warm_pool_10_over_1",
                                    "show, screens observing all six events, warm: pool at 10 screens ÷ at 1 ≤ 1.30",
                                    Format.ratio(growth), growth <= 1.3))
        }
        verdicts.append(.correctness("show_delivered_exactly",
                                     "every screen of every way received each observed event once, every behavior followed",
                                     Format.yes(result.deliveredExactly), result.deliveredExactly))
        return verdicts
    }

    /// The targets of before issue 25, as information.
    private static func retired(_ result: Result) -> [Verdict] {
        let retired: [(Cache, Int, Double)] = [(.warm, 1, 1.5), (.warm, 3, 0.7), (.warm, 10, 0.3), (.cold, 1, 1.75), (.cold, 3, 0.9)]
        var verdicts: [Verdict] = retired.compactMap { cache, screens, limit in
            result.row(screens, .willShowHide, cache).map { row in
                .information(
                    "show_will_show_hide_\(cache.rawValue)_pool_over_unchecked_\(screens)",
                    "show, willShow/willHide screens, \(cache.rawValue): pool ÷ best unchecked hand-written at \(screens) "
                        + "screen\(screens == 1 ? "" : "s") (retired target ≤ \(Format.number(limit, decimals: 2)))",
                    Format.ratio(row.best.poolOverUnchecked),
                    measures: cache == .warm
                        ? "eight validated decodes per cycle on swift-corelibs-foundation against screens that read "
                            + "three values of two posts unchecked"
                        : "the same after an \(CacheFlush.bytes >> 20) MiB cache flush before each cycle, wall clock"
                )
            }
        }
        if let growth = result.growth(.willShowHide) {
            verdicts.append(.information(
                "show_will_show_hide_warm_pool_10_over_1",
                "show, willShow/willHide screens, warm: pool at 10 screens ÷ at 1 (retired target ≤ 1.30)", Format.ratio(growth),
                measures: "growth of a cycle whose cost is the eight decodes every pool makes, whoever observes"
            ))
        }
        return verdicts
    }

    static func json(_ result: Result) -> [String: Any] {
        [
            "realistic_show": result.rows.map { row in
                row.nanoseconds.json("ns").merging(row.best.json) { $1 }.merging([
                    "screens": row.screens, "observes": row.observes.rawValue, "cache": row.cache.rawValue,
                    "pool_decodes_per_cycle": JSONFigure.number(row.decodesPerCycle),
                ]) { $1 }
            },
            "realistic_show_pool_10_over_1": Dictionary(uniqueKeysWithValues: result.growth.map {
                ($0.observes.rawValue, JSONFigure.number($0.poolTenOverOne))
            }),
        ]
    }
}

extension BestHandwritten {
    /// Under the keys the realistic show's rows have always had.
    var json: [String: Any] {
        [
            "handwritten_ns": JSONFigure.number(unchecked),
            "pool_over_handwritten": JSONFigure.number(poolOverUnchecked),
            "handwritten_validated_ns": JSONFigure.number(validated),
            "pool_over_validated": JSONFigure.number(poolOverValidated),
        ]
    }
}
