/// The soak's table, verdicts and JSON.
extension LeakSoak: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { 10 }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let result = spread.median
        let left = result.left
        return ReportSection(
            title: "Leak soak (\(Format.count(result.cycles)) cycles)",
            figures: figures(result),
            verdicts: [
                .correctness("soak_pool_count", "soak: pool count 0", Format.count(left.poolCount), left.poolCount == 0),
                .correctness("soak_live_observers", "soak: live observers 0", Format.count(left.liveObservers), left.liveObservers == 0),
                .correctness("soak_live_clients", "soak: live clients 0", Format.count(left.liveClients), left.liveClients == 0),
                .target("soak_rss_growth", "soak: RSS growth < 1 MiB", Format.bytes(result.rssGrowthBytes),
                        result.rssGrowthBytes.map { $0 < 1 << 20 }),
            ]
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        ["soak": figures(result).json]
    }

    /// Every figure of the soak, in the table's order.
    private static func figures(_ result: Result) -> [TableFigure] {
        [
            .count(nil, "cycles", result.cycles),
            .count("pool count after", "pool_count_after", result.left.poolCount),
            .count("live observers after", "live_observers_after", result.left.liveObservers),
            .count("live clients after (sampled)", "live_clients_after", result.left.liveClients),
            .bytes("RSS growth after warm-up", "rss_growth_bytes", result.rssGrowthBytes),
            .bytes("heap growth after warm-up", "heap_growth_bytes", result.heapGrowthBytes),
            .measured("ns per cycle", nil, result.nanosecondsPerCycle, text: Format.nanoseconds(result.nanosecondsPerCycle)),
        ]
    }
}
