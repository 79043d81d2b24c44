import Foundation

/// How big each section runs: the full run, or `--quick` (for CI), with the
/// sizes given on the command line on top.
struct StressSizes {
    /// Fresh processes for the timing sections.
    var processes: Int
    var fanout: Sampling
    var fanoutClients = [1, 10, 100, 1_000, 10_000]
    /// Decodes per sample.
    var decode: Counted
    /// Subscribe + unsubscribe pairs per sample, at each count of clients held.
    var subscribe: Counted
    var subscribeHeld = [100, 100_000]
    var sweepEntries = 100_000
    var sweepRepetitions: Int
    var memoryClients = 100_000
    var memoryTokens: Int
    var memoryPools: Int
    /// The warm show: batches of show + hide cycles.
    var show: Sampling
    var showScreens = [1, 2, 3, 5, 10]
    /// The cold show: one cycle a sample, after a cache flush.
    var showColdSamples: Int
    /// The drag: batches of live frames, at each count of behaviors.
    var drag: Sampling
    var dragBehaviors = [1, 2, 3, 5, 10]
    /// Events posted one at a time per sample.
    var paths: Counted
    /// First-use probe pairs per timing process.
    var firstUseProbes = 1
    var stormThreads: Int
    var stormPostsPerThread: Int
    var stormSteadyClients = 4
    var stormChurnThreads = 2
    /// Seconds between the storm's sweeps.
    var stormSweepInterval = 0.002
    var soakCycles: Int
    /// Soak cycles between sweeps (and between posts that meet strays).
    var soakSweepEvery = 1_000

    /// The sizes `options` ask for.
    init(_ options: StressOptions) {
        let quick = options.quick
        let counts = options.counts
        processes = counts[.processes] ?? 5
        fanout = quick ? Sampling(batches: 7, milliseconds: 1.5) : Sampling(batches: 25, milliseconds: 8)
        decode = quick ? Counted(samples: 5, units: 50_000) : Counted(samples: 9, units: 200_000)
        subscribe = quick ? Counted(samples: 5, units: 50_000) : Counted(samples: 9, units: 200_000)
        sweepRepetitions = quick ? 3 : 7
        memoryTokens = quick ? 10_000 : 100_000
        memoryPools = quick ? 500 : 2_000
        show = quick ? Sampling(batches: 5, milliseconds: 1) : Sampling(batches: 15, milliseconds: 3)
        showColdSamples = quick ? 31 : 151
        drag = quick ? Sampling(batches: 5, milliseconds: 1) : Sampling(batches: 15, milliseconds: 3)
        paths = quick ? Counted(samples: 5, units: 300) : Counted(samples: 9, units: 2_000)
        stormThreads = counts[.stormThreads] ?? ProcessInfo.processInfo.activeProcessorCount
        stormPostsPerThread = counts[.stormPosts] ?? (quick ? 5_000 : 50_000)
        soakCycles = counts[.soakCycles] ?? (quick ? 100_000 : 1_000_000)
    }
}
