/// How a timing figure is sampled when its work is timed in batches that
/// last about ``batchNanoseconds`` each (``Measure/batchedMedians(_:_:)``):
/// the median of ``batches`` batches, the ways interleaved.
struct Sampling {
    var batches: Int
    /// How long one timed batch should last, in nanoseconds of thread CPU time.
    var batchNanoseconds: Double

    init(batches: Int, milliseconds: Double) {
        self.batches = batches
        batchNanoseconds = milliseconds * 1_000_000
    }
}

/// How a timing figure is sampled when every sample does the same count of
/// work (``Measure/medianNanosecondsPerUnit(repetitions:_:)``): the median
/// of ``samples`` samples of ``units`` units each, the ways interleaved.
struct Counted {
    var samples: Int
    var units: Int
}
