import Foundation

/// How big each section runs: the full run, or `--quick` (for CI).
struct StressSizes {
    /// Client counts of the fan-out profile.
    var fanoutClients = [1, 10, 100, 1_000, 10_000]
    /// Interleaved repetitions per client count; the median is reported.
    var fanoutRepetitions: Int
    /// How long one timed batch of posts should last, in nanoseconds.
    var fanoutBatchNanoseconds: Double
    var decodeIterations: Int
    var decodeRepetitions: Int
    var subscribeHeld = [100, 100_000]
    var subscribePairs: Int
    var subscribeRepetitions: Int
    var sweepEntries = 100_000
    var sweepRepetitions: Int
    var memoryClients = 100_000
    var stormThreads = ProcessInfo.processInfo.activeProcessorCount
    var stormPostsPerThread: Int
    var stormSteadyClients = 4
    var stormChurnThreads = 2
    /// Seconds between the storm's sweeps.
    var stormSweepInterval = 0.002
    var soakCycles: Int
    /// Soak cycles between sweeps (and between posts that meet strays).
    var soakSweepEvery = 1_000
    var memoryTokens = 100_000
    var memoryPools = 2_000
    var showScreens = [1, 2, 3, 5, 10]
    var showRepetitions = 15
    var showBatchNanoseconds = 3_000_000.0
    var showColdSamples = 151
    var pathEvents = 2_000
    var pathRepetitions = 9
    /// First-use probe pairs per timing process.
    var firstUseProbes = 1
    /// Fresh processes for the timing sections.
    var processes = 5

    static let full = StressSizes(
        fanoutRepetitions: 25, fanoutBatchNanoseconds: 8_000_000,
        decodeIterations: 200_000, decodeRepetitions: 9,
        subscribePairs: 200_000, subscribeRepetitions: 9,
        sweepRepetitions: 7,
        stormPostsPerThread: 50_000,
        soakCycles: 1_000_000
    )

    static let quick = StressSizes(
        fanoutRepetitions: 7, fanoutBatchNanoseconds: 1_500_000,
        decodeIterations: 50_000, decodeRepetitions: 5,
        subscribePairs: 50_000, subscribeRepetitions: 5,
        sweepRepetitions: 3,
        stormPostsPerThread: 5_000,
        soakCycles: 100_000
    )

    /// The sizes `options` ask for.
    init(_ options: StressOptions) {
        self = options.quick ? .quick : .full
        if let threads = options.stormThreads { stormThreads = threads }
        if let posts = options.stormPosts { stormPostsPerThread = posts }
        if let cycles = options.soakCycles { soakCycles = cycles }
        if options.quick {
            memoryTokens = 10_000
            memoryPools = 500
            showRepetitions = 5
            showBatchNanoseconds = 1_000_000
            showColdSamples = 31
            pathEvents = 300
            pathRepetitions = 5
            processes = 5
        }
        if let processes = options.processes { self.processes = processes }
    }

    private init(
        fanoutRepetitions: Int, fanoutBatchNanoseconds: Double,
        decodeIterations: Int, decodeRepetitions: Int,
        subscribePairs: Int, subscribeRepetitions: Int,
        sweepRepetitions: Int,
        stormPostsPerThread: Int,
        soakCycles: Int
    ) {
        self.fanoutRepetitions = fanoutRepetitions
        self.fanoutBatchNanoseconds = fanoutBatchNanoseconds
        self.decodeIterations = decodeIterations
        self.decodeRepetitions = decodeRepetitions
        self.subscribePairs = subscribePairs
        self.subscribeRepetitions = subscribeRepetitions
        self.sweepRepetitions = sweepRepetitions
        self.stormPostsPerThread = stormPostsPerThread
        self.soakCycles = soakCycles
    }
}
