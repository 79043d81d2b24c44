/// The storm's table, verdicts and JSON.
extension Storm: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { 2 }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        let result = spread.median
        let plan = result.plan, deliveries = result.deliveries
        return ReportSection(
            title: "Storm (\(plan.threads) posting threads × \(Format.count(plan.postsPerThread)) posts, "
                + "churn and a \(result.churn.sweeps > 0 ? "running" : "idle") sweeper)",
            figures: figures(result),
            verdicts: [
                .correctness("storm_lost", "storm: 0 lost", Format.count(deliveries.lost), deliveries.lost == 0),
                .correctness("storm_duplicated", "storm: 0 duplicated", Format.count(deliveries.duplicated), deliveries.duplicated == 0),
                .correctness("storm_out_of_order", "storm: each thread's posts in order",
                             "\(Format.count(deliveries.outOfOrder)) out of order", deliveries.outOfOrder == 0),
                .correctness("storm_decodes_per_post", "storm: one decode per post",
                             "\(Format.count(result.churn.decodes)) for \(Format.count(plan.posts))", result.churn.decodes == plan.posts),
                .correctness("storm_pool_after", "storm: pool holds only the steady clients afterwards",
                             Format.count(result.churn.poolCountAfter), result.churn.poolCountAfter == plan.steadyClients),
                .correctness("storm_peer_delivered", "storm: the peer delivered every post to every observer",
                             Format.yes(result.peer.deliveredExactly), result.peer.deliveredExactly),
            ],
            notes: plan.threadsWithinCores ? [] : [
                "\(plan.threads) posting threads on \(plan.cores) cores: no throughput reported "
                    + "(it would measure the lock convoy, not the pool).",
            ]
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        ["storm": figures(result).json]
    }

    /// Every figure of the storm, in the table's order; a throughput only with no more threads than cores.
    private static func figures(_ result: Result) -> [TableFigure] {
        let plan = result.plan
        let throughput = { (label: String, key: String, value: Double) in
            let rate: Double? = plan.threadsWithinCores ? value : nil
            return TableFigure.measured(label, key, rate, text: rate.map { Format.count(Int($0)) } ?? "n/a (threads > cores)")
        }
        return [
            .count(nil, "threads", plan.threads),
            .count(nil, "posts_per_thread", plan.postsPerThread),
            .count(nil, "cores", plan.cores),
            .count("posts", "posts", plan.posts),
            .count("steady clients", "steady_clients", plan.steadyClients),
        ] + result.deliveries.figures + [
            .count("decodes", nil, result.churn.decodes),
            .count("clients churned", "churned_clients", result.churn.churnedClients),
            .count("sweeps run", "sweeps", result.churn.sweeps),
            throughput("events per second, pool (posted → delivered on main)", "events_per_second", result.eventsPerSecond),
            throughput("events per second, NotificationCenter peer (on the posting threads)", "peer_events_per_second",
                       result.peer.eventsPerSecond),
        ]
    }
}

extension StormDeliveries {
    /// Its figures, in the storm table's order.
    var figures: [TableFigure] {
        [
            .count("expected deliveries", "expected", expected),
            .count("delivered", "delivered", delivered),
            .count("lost", "lost", lost),
            .count("duplicated", "duplicated", duplicated),
            .count("out of order", "out_of_order", outOfOrder),
        ]
    }
}
