/// Tables and verdicts of the two correctness runs: the storm and the leak soak.
extension SectionReports {
    static func storm(_ result: Storm.Result) -> ReportSection {
        ReportSection(
            title: "9. Storm (\(result.threads) posting threads × \(Format.count(result.postsPerThread)) posts, "
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
                ["events per second, pool (posted → delivered on main)", throughput(result.eventsPerSecond, result)],
                ["events per second, NotificationCenter peer (on the posting threads)",
                 throughput(result.peer.eventsPerSecond, result)],
            ],
            verdicts: [
                .correctness("storm_lost", "storm: 0 lost", Format.count(result.lost), result.lost == 0),
                .correctness("storm_duplicated", "storm: 0 duplicated", Format.count(result.duplicated), result.duplicated == 0),
                .correctness("storm_out_of_order", "storm: each thread's posts in order", "\(Format.count(result.outOfOrder)) out of order",
                             result.outOfOrder == 0),
                .correctness("storm_decodes_per_post", "storm: one decode per post", "\(Format.count(result.decodes)) for \(Format.count(result.posts))",
                             result.decodes == result.posts),
                .correctness("storm_pool_after", "storm: pool holds only the steady clients afterwards", Format.count(result.poolCountAfter),
                             result.poolCountAfter == result.steadyClients),
                .correctness("storm_peer_delivered", "storm: the peer delivered every post to every observer", result.peer.deliveredExactly ? "yes" : "no",
                             result.peer.deliveredExactly),
            ],
            notes: result.threadsWithinCores ? [] : [
                "\(result.threads) posting threads on \(result.cores) cores: no throughput reported "
                    + "(it would measure the lock convoy, not the pool).",
            ]
        )
    }

    /// A throughput, or why there is none.
    private static func throughput(_ value: Double, _ result: Storm.Result) -> String {
        result.threadsWithinCores ? Format.count(Int(value)) : "n/a (threads > cores)"
    }

    static func soak(_ result: LeakSoak.Result) -> ReportSection {
        ReportSection(
            title: "10. Leak soak (\(Format.count(result.cycles)) cycles)",
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
                .correctness("soak_pool_count", "soak: pool count 0", Format.count(result.poolCountAfter), result.poolCountAfter == 0),
                .correctness("soak_live_observers", "soak: live observers 0", Format.count(result.liveObserversAfter), result.liveObserversAfter == 0),
                .correctness("soak_live_clients", "soak: live clients 0", Format.count(result.liveClientsAfter), result.liveClientsAfter == 0),
                .target("soak_rss_growth", "soak: RSS growth < 1 MiB", Format.bytes(result.rssGrowthBytes),
                        result.rssGrowthBytes.map { $0 < 1 << 20 }),
            ]
        )
    }
}
