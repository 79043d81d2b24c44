/// The event paths' table, verdicts and JSON.
extension EventPaths: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { sizes.paths.samples }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let result = spread.median
        let hops = { (value: Double) in Format.number(value, decimals: 2) }
        let paths = Path.allCases.map { path in
            [path.label, spread[\.nanoseconds[path]].text(), path == .bareStream ? "" : spread[\.hops[path]].text(hops)]
        }
        return ReportSection(
            title: "Event paths (main-thread ns per event, main-queue hops per element; \(spread.medianLabel))",
            headers: ["path", "main-thread ns per event", "main-queue hops per element"],
            rows: paths + [
                ["events() ÷ protocol client", spread[\.ratios.eventsOverProtocol].text(Format.ratio), ""],
                ["events() ÷ floor", spread[\.ratios.eventsOverFloor].text(Format.ratio), ""],
            ],
            verdicts: [
                .target("events_hops_per_element", "events(): main-queue hops per element ≤ 1", hops(result.hops[.events]),
                        result.hops[.events] <= 1),
                .target("events_over_floor", "events(): main-thread ns per event ÷ bare-stream floor ≤ 1.5",
                        Format.ratio(result.ratios.eventsOverFloor), result.ratios.eventsOverFloor <= 1.5),
                .correctness("paths_delivered_exactly", "every path delivered every event once",
                             Format.yes(result.deliveredExactly), result.deliveredExactly),
            ],
            notes: ["Each event posted on the main thread, the next once it arrived; the main queue run in between."]
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        var paths = result.nanoseconds.json("ns_per_event")
        paths["main_queue_hops_per_element"] = JSONFigure.number(result.hops[.events])
        paths["over_protocol_client"] = JSONFigure.number(result.ratios.eventsOverProtocol)
        paths["over_floor"] = JSONFigure.number(result.ratios.eventsOverFloor)
        return ["async_sequence": paths]
    }
}
