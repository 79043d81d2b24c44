import KeyboardObservation

/// Section: ns per posted notification through the pool, hand-written
/// observers (the baseline) and the floor, for each client count;
/// interleaved batches, medians.
@MainActor
enum FanoutProfile {
    /// The pool, hand-written observers (the baseline) and the floor; the raw value starts the JSON keys.
    enum Way: String, ComparedWay {
        case pool, baseline, floor

        var label: String { self == .baseline ? "hand-written" : rawValue }
    }

    /// The figures at one count of clients.
    struct Row: Codable {
        var clients: Int
        var nanosecondsPerEvent: PerWay<Way, Double>
        /// Hand-written ÷ pool, taken within the process (over processes, the median ratio).
        var baselineOverPool: Double
        var poolOverFloor: Double
    }

    /// One process's figures.
    struct Result: Codable {
        var rows: [Row]
        /// (pool at the most clients − pool at the fewest) ÷ the difference in clients.
        var marginalNanosecondsPerClient: Double
        /// Decodes the pool made per post, over every post of the section.
        var decodesPerPost: Double
        /// Whether every client of every way received every post exactly once.
        var deliveredExactly: Bool

        func row(clients: Int) -> Row? { rows.first { $0.clients == clients } }
    }

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
        var rows: [Row] = []
        var decodes: [Double] = []
        var exact = true
        for count in sizes.fanoutClients {
            let pool = PoolWay(clients: count)
            let ways: [FanoutWay] = [pool, BaselineWay(clients: count), FloorWay(clients: count)]
            let cost = PerWay<Way, Double>(Measure.batchedMedians(sizes.fanout, ways.map { way in way.post }))
            rows.append(Row(
                clients: count, nanosecondsPerEvent: cost,
                baselineOverPool: cost[.baseline] / cost[.pool], poolOverFloor: cost[.pool] / cost[.floor]
            ))
            decodes.append(pool.decodesPerPost)
            exact = exact && ways.allSatisfy(\.deliveredExactly)
            steps.stepEnded()
        }
        let first = rows.first!.nanosecondsPerEvent[.pool], last = rows.last!.nanosecondsPerEvent[.pool]
        return Result(
            rows: rows,
            marginalNanosecondsPerClient: (last - first) / Double(max(1, rows.last!.clients - rows.first!.clients)),
            decodesPerPost: decodes.max() ?? 0,
            deliveredExactly: exact
        )
    }
}
