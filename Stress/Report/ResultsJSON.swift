import Foundation

/// The results as JSON, under the keys docs/Performance.md lists: each
/// section's figures (medians at the top, the lowest and highest under `min`
/// and `max`), and every verdict line under `verdicts`, by key.
///
/// Sections that did not run are left out; figures this platform cannot
/// measure (heap statistics off glibc) are `null`.
enum ResultsJSON {
    static func data(_ report: StressReport, quick: Bool) throws -> Data {
        var root = object(report.spread.median)
        root["mode"] = quick ? "quick" : "full"
        root["processes"] = report.spread.processes
        root["min"] = object(report.spread.low)
        root["max"] = object(report.spread.high)
        root["correctness_failures"] = report.verdicts.filter(\.isFailure).map(\.target)
        root["verdicts"] = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.key, verdict($0)) })
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }

    /// One set of results (the medians, the lowest or the highest) as the keys.
    static func object(_ results: StressResults) -> [String: Any] {
        var root: [String: Any] = [:]
        if let fanout = results.fanout { root.merge(fields(fanout)) { $1 } }
        if let decode = results.decode {
            root["decode_ns"] = [
                "validated": number(decode.validatedNanoseconds),
                "unchecked_casts": number(decode.uncheckedNanoseconds),
            ]
            root["decode_uikit_payload"] = [
                "validated_ns": number(decode.validatedNanoseconds),
                "unchecked_nsnumber_ns": number(decode.nsNumberNanoseconds),
                "unchecked_swift_casts_ns": number(decode.uncheckedNanoseconds),
                "validated_over_nsnumber": number(decode.nsNumberRatio),
                "handwritten_validated_nsnumber_ns": number(decode.handwrittenValidatedNanoseconds),
            ]
        }
        if let subscribe = results.subscribe {
            root["subscribe_pair_ns"] = Dictionary(uniqueKeysWithValues: subscribe.nanosecondsPerPair.map {
                ("held_\($0.held)", number($0.nanoseconds))
            })
            root["subscribe_pair_100000_over_100"] = number(subscribe.mostOverFewest)
        }
        if let sweep = results.sweep {
            root["sweep"] = [
                "entries": sweep.entries,
                "ns_per_entry": number(sweep.nanosecondsPerEntry),
                "weak_load_ns_per_entry": number(sweep.weakLoadNanosecondsPerEntry),
                "over_weak_load": number(sweep.ratio),
            ]
        }
        if let memory = results.memory {
            root["bytes_per_client"] = number(memory.poolBytesPerClient)
            root["baseline_bytes_per_client"] = number(memory.baselineBytesPerClient)
            root["heap_bytes"] = [
                "protocol_client": number(memory.poolBytesPerClient),
                "token": number(memory.bytesPerToken),
                "async_sequence": number(memory.bytesPerAsyncSequence),
                "pool": number(memory.bytesPerPool),
                "observer_per_client": number(memory.baselineBytesPerClient),
                "protocol_client_over_observer": number(memory.poolClientOverObserver),
                "token_over_observer": number(memory.tokenOverObserver),
            ]
        }
        if let show = results.show {
            root["realistic_show"] = show.rows.map { row in
                [
                    "screens": row.screens,
                    "observes": row.observes.rawValue,
                    "cache": row.cache.rawValue,
                    "pool_ns": number(row.poolNanoseconds),
                    "handwritten_ns": number(row.handwrittenNanoseconds),
                    "handwritten_nsnumber_ns": number(row.nsNumberNanoseconds),
                    "handwritten_swift_casts_ns": number(row.swiftCastsNanoseconds),
                    "pool_over_handwritten": number(row.poolOverHandwritten),
                    "handwritten_validated_ns": number(row.validatedNanoseconds),
                    "handwritten_validated_nsnumber_ns": number(row.validatedNSNumberNanoseconds),
                    "handwritten_validated_swift_casts_ns": number(row.validatedSwiftCastsNanoseconds),
                    "pool_over_validated": number(row.poolOverValidated),
                    "pool_decodes_per_cycle": number(row.decodesPerCycle),
                ] as [String: Any]
            }
            root["realistic_show_pool_10_over_1"] = Dictionary(uniqueKeysWithValues: show.growth.map {
                ($0.observes.rawValue, number($0.poolTenOverOne))
            })
        }
        if let paths = results.paths {
            root["async_sequence"] = [
                "main_queue_hops_per_element": number(paths.eventsHops),
                "ns_per_event": number(paths.eventsNanoseconds),
                "protocol_client_ns_per_event": number(paths.protocolNanoseconds),
                "observe_ns_per_event": number(paths.observeNanoseconds),
                "over_protocol_client": number(paths.eventsOverProtocol),
                "floor_ns_per_event": number(paths.floorNanoseconds),
                "over_floor": number(paths.eventsOverFloor),
            ]
        }
        if let first = results.firstUse {
            root["first_use_ns"] = [
                "pool_create": number(first.poolCreate),
                "first_subscribe": number(first.firstSubscribe),
                "first_post": number(first.firstPost),
                "handwritten_subscribe": number(first.handwrittenSubscribe),
                "handwritten_first_post": number(first.handwrittenFirstPost),
            ]
        }
        if let storm = results.storm { root["storm"] = fields(storm) }
        if let soak = results.soak { root["soak"] = fields(soak) }
        return root
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
            "events_per_second": storm.threadsWithinCores ? number(storm.eventsPerSecond) : NSNull(),
            "peer_events_per_second": storm.threadsWithinCores ? number(storm.peer.eventsPerSecond) : NSNull(),
            "cores": storm.cores,
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

    /// A verdict line: its kind, status (PASS, MISS, FAIL, N/A, INFO), target and figure as printed.
    private static func verdict(_ verdict: Verdict) -> [String: Any] {
        var object: [String: Any] = [
            "kind": verdict.kind.rawValue,
            "status": verdict.status.trimmingCharacters(in: .whitespaces),
            "target": verdict.target,
            "measured": verdict.measured,
        ]
        object["measures"] = verdict.measures
        return object
    }

    /// A finite figure rounded to 0.01, or `null`.
    private static func number(_ value: Double?) -> Any {
        guard let value, value.isFinite else { return NSNull() }
        return (value * 100).rounded() / 100
    }
}
