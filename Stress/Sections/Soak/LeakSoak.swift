import Foundation
import KeyboardObservation

/// Section (correctness): many cycles of create client → subscribe → let
/// it die, half unsubscribing first and half not, with sweeps and posts
/// along the way. Afterwards nothing may be left: no observer in the pool,
/// no observer alive anywhere, no client alive, and no growth of resident
/// memory.
@MainActor
enum LeakSoak {
    /// What the soak ran and what it left.
    struct Result: Codable {
        var cycles: Int
        var left: SoakLeftovers
        /// Resident and heap bytes gained after the warm-up; `nil` where this platform cannot tell.
        var rssGrowthBytes: Int?
        var heapGrowthBytes: Int?
        var nanosecondsPerCycle: Double
    }

    /// A weak reference to one of the soak's clients.
    private struct Sample {
        weak var client: ProfileClient?
    }

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
        let center = NotificationCenter()
        let (pool, probe) = PoolProbe.pool(on: center)
        let events = Set(KeyboardEvent.allCases)
        let userInfo = SamplePayload.userInfo
        let cycles = sizes.soakCycles
        let warmUp = max(1, cycles / 10)
        let sampleEvery = max(1, cycles / 100)
        var samples: [Sample] = []
        samples.reserveCapacity(cycles / sampleEvery + 1)
        var rssBefore: Int?
        var heapBefore: Int?

        let stepEvery = max(1, cycles / plannedSteps(sizes))
        let start = Measure.now()
        for cycle in 0..<cycles {
            if cycle == warmUp {
                rssBefore = ProcessMemory.residentBytes()
                heapBefore = ProcessMemory.heapBytesInUse()
            }
            let client = ProfileClient()
            pool.subscribe(client, to: events)
            if cycle.isMultiple(of: 2) { pool.unsubscribe(client) }
            if cycle.isMultiple(of: sampleEvery) { samples.append(Sample(client: client)) }
            if (cycle + 1).isMultiple(of: sizes.soakSweepEvery) {
                // Alternate: a sweep, or a post whose fan-out meets the strays.
                if ((cycle + 1) / sizes.soakSweepEvery).isMultiple(of: 2) {
                    pool.sweep()
                } else {
                    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: userInfo)
                }
            }
            if (cycle + 1).isMultiple(of: stepEvery) { steps.stepEnded() }
        }
        let elapsed = Double(Measure.now() - start)
        pool.sweep()
        let rssAfter = ProcessMemory.residentBytes()
        let heapAfter = ProcessMemory.heapBytesInUse()
        return Result(
            cycles: cycles,
            left: SoakLeftovers(
                poolCount: pool.count, liveObservers: probe.liveObservers,
                liveClients: samples.filter { $0.client != nil }.count
            ),
            rssGrowthBytes: difference(rssBefore, rssAfter),
            heapGrowthBytes: difference(heapBefore, heapAfter),
            nanosecondsPerCycle: elapsed / Double(cycles)
        )
    }

    private static func difference(_ before: Int?, _ after: Int?) -> Int? {
        guard let before, let after else { return nil }
        return after - before
    }
}

/// What the soak left behind, which must be nothing.
struct SoakLeftovers: Codable {
    var poolCount: Int
    var liveObservers: Int
    /// Soak clients still alive at the end, from weak references to 100 of them.
    var liveClients: Int
}
