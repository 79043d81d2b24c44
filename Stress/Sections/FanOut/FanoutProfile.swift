import KeyboardObservation

/// Section 1: ns per posted notification through the pool, the baseline and
/// the floor, for each client count; interleaved repetitions, medians.
@MainActor
enum FanoutProfile {
    struct Row: Codable {
        var clients: Int
        var poolNanosecondsPerEvent: Double
        var baselineNanosecondsPerEvent: Double
        var floorNanosecondsPerEvent: Double
        /// Stored, so that over several processes it is the median of the ratios.
        var baselineOverPool: Double
        var poolOverFloor: Double

        init(clients: Int, poolNanosecondsPerEvent: Double, baselineNanosecondsPerEvent: Double,
             floorNanosecondsPerEvent: Double) {
            self.clients = clients
            self.poolNanosecondsPerEvent = poolNanosecondsPerEvent
            self.baselineNanosecondsPerEvent = baselineNanosecondsPerEvent
            self.floorNanosecondsPerEvent = floorNanosecondsPerEvent
            baselineOverPool = baselineNanosecondsPerEvent / poolNanosecondsPerEvent
            poolOverFloor = poolNanosecondsPerEvent / floorNanosecondsPerEvent
        }
    }

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

    static func run(_ sizes: StressSizes) -> Result {
        var rows: [Row] = []
        var decodes: [Double] = []
        var exact = true
        for count in sizes.fanoutClients {
            let pool = PoolWay(clients: count)
            let baseline = BaselineWay(clients: count)
            let floor = FloorWay(clients: count)
            let ways: [FanoutWay] = [pool, baseline, floor]
            let batches = ways.map { batchSize($0, targetNanoseconds: sizes.fanoutBatchNanoseconds) }
            let medians = Measure.medianNanosecondsPerUnit(repetitions: sizes.fanoutRepetitions, ways.indices.map { index in
                Measure.Way(units: batches[index], run: ways[index].post)
            })
            rows.append(Row(
                clients: count,
                poolNanosecondsPerEvent: medians[0],
                baselineNanosecondsPerEvent: medians[1],
                floorNanosecondsPerEvent: medians[2]
            ))
            decodes.append(pool.decodesPerPost)
            exact = exact && ways.allSatisfy(\.deliveredExactly)
        }
        let first = rows.first!, last = rows.last!
        return Result(
            rows: rows,
            marginalNanosecondsPerClient: (last.poolNanosecondsPerEvent - first.poolNanosecondsPerEvent)
                / Double(max(1, last.clients - first.clients)),
            decodesPerPost: decodes.max() ?? 0,
            deliveredExactly: exact
        )
    }

    /// Posts per timed batch, so one batch lasts about `targetNanoseconds`.
    private static func batchSize(_ way: FanoutWay, targetNanoseconds: Double) -> Int {
        way.post(2)
        let trial = 3
        let perPost = Measure.nanoseconds { way.post(trial) } / Double(trial)
        return min(1_000_000, max(3, Int(targetNanoseconds / max(perPost, 1))))
    }
}
