import Foundation

/// The results as JSON: the fields the issue lists, plus a few more.
///
/// Sections that did not run are left out; figures this platform cannot
/// measure (heap statistics off glibc) are `null`.
enum ResultsJSON {
    static func data(_ results: StressResults, quick: Bool) throws -> Data {
        var root: [String: Any] = ["mode": quick ? "quick" : "full"]
        if let fanout = results.fanout { root.merge(fields(fanout)) { $1 } }
        if let decode = results.decode {
            root["decode_ns"] = [
                "validated": number(decode.validatedNanoseconds),
                "unchecked_casts": number(decode.uncheckedNanoseconds),
            ]
        }
        if let subscribe = results.subscribe {
            root["subscribe_pair_ns"] = Dictionary(uniqueKeysWithValues: subscribe.nanosecondsPerPair.map {
                ("held_\($0.held)", number($0.nanoseconds))
            })
        }
        if let sweep = results.sweep {
            root["sweep"] = [
                "entries": sweep.entries,
                "ns_per_entry": number(sweep.nanosecondsPerEntry),
                "weak_load_ns_per_entry": number(sweep.weakLoadNanosecondsPerEntry),
            ]
        }
        if let memory = results.memory {
            root["bytes_per_client"] = number(memory.poolBytesPerClient)
            root["baseline_bytes_per_client"] = number(memory.baselineBytesPerClient)
        }
        if let storm = results.storm { root["storm"] = fields(storm) }
        if let soak = results.soak { root["soak"] = fields(soak) }
        root["correctness_failures"] = results.verdicts.filter(\.isFailure).map(\.target)
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }

    private static func fields(_ fanout: FanoutProfile.Result) -> [String: Any] {
        [
            "fanout": fanout.rows.map { row in
                [
                    "clients": row.clients,
                    "pool_ns_per_event": number(row.poolNanosecondsPerEvent),
                    "baseline_ns_per_event": number(row.baselineNanosecondsPerEvent),
                    "floor_ns_per_event": number(row.floorNanosecondsPerEvent),
                    "baseline_over_pool": number(row.baselineOverPool),
                    "pool_over_floor": number(row.poolOverFloor),
                ] as [String: Any]
            },
            "marginal_ns_per_client": number(fanout.marginalNanosecondsPerClient),
            "decodes_per_post": number(fanout.decodesPerPost),
        ]
    }

    private static func fields(_ storm: Storm.Result) -> [String: Any] {
        [
            "threads": storm.threads,
            "posts": storm.posts,
            "posts_per_thread": storm.postsPerThread,
            "steady_clients": storm.steadyClients,
            "expected": storm.expected,
            "delivered": storm.delivered,
            "lost": storm.lost,
            "duplicated": storm.duplicated,
            "out_of_order": storm.outOfOrder,
            "events_per_second": number(storm.eventsPerSecond),
            "churned_clients": storm.churnedClients,
            "sweeps": storm.sweeps,
        ]
    }

    private static func fields(_ soak: LeakSoak.Result) -> [String: Any] {
        [
            "cycles": soak.cycles,
            "pool_count_after": soak.poolCountAfter,
            "live_observers_after": soak.liveObserversAfter,
            "live_clients_after": soak.liveClientsAfter,
            "rss_growth_bytes": soak.rssGrowthBytes.map { $0 as Any } ?? NSNull(),
            "heap_growth_bytes": soak.heapGrowthBytes.map { $0 as Any } ?? NSNull(),
        ]
    }

    /// A finite figure rounded to 0.01, or `null`.
    private static func number(_ value: Double?) -> Any {
        guard let value, value.isFinite else { return NSNull() }
        return (value * 100).rounded() / 100
    }
}
