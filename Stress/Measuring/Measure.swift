#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Timing helpers shared by the sections.
///
/// Single-threaded sections time the calling thread's CPU time, not the wall
/// clock: on a machine shared with other work, time spent descheduled would
/// otherwise land in the figures. The storm, which is about throughput
/// across threads, uses the wall clock (``now()``).
enum Measure {
    /// A monotonic wall-clock timestamp in nanoseconds.
    @inline(__always)
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// The calling thread's CPU time in nanoseconds.
    @inline(__always)
    static func threadTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds of this thread's CPU time `body` took.
    @inline(__always)
    static func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = threadTime()
        try body()
        return Double(threadTime() - start)
    }

    /// The median of `samples` (the mean of the middle two for an even count).
    static func median(_ samples: [Double]) -> Double {
        precondition(!samples.isEmpty, "median of nothing")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Runs `ways` `repetitions` times, interleaved, starting each round with a
    /// different way so none always runs first; returns each way's median.
    ///
    /// - Parameters:
    ///   - ways: Each returns one sample (nanoseconds per unit of work).
    ///   - afterRound: Called when every way has given one more sample.
    static func interleavedMedians(
        repetitions: Int,
        _ ways: [() -> Double],
        afterRound: () -> Void = {}
    ) -> [Double] {
        var samples = Array(repeating: [Double](), count: ways.count)
        for round in 0..<repetitions {
            for offset in ways.indices {
                let way = (round + offset) % ways.count
                samples[way].append(ways[way]())
            }
            afterRound()
        }
        return samples.map(median)
    }
}

extension Measure {
    /// One way of doing the work a timing section compares: how many units
    /// one sample does, and the work itself, given that count.
    struct Way {
        var units: Int
        var run: (Int) -> Void
    }

    /// The one runner every timing section uses: each way's median
    /// thread-CPU nanoseconds per unit, sampled `repetitions` times,
    /// interleaved (``interleavedMedians(repetitions:_:)``).
    static func medianNanosecondsPerUnit(repetitions: Int, _ ways: [Way], afterRound: () -> Void = {}) -> [Double] {
        interleavedMedians(repetitions: repetitions, ways.map { way in
            { nanoseconds { way.run(way.units) } / Double(way.units) }
        }, afterRound: afterRound)
    }

    /// Each way's median nanoseconds per unit, every sample `counted.units`
    /// units; `afterRound` is called as each way has given one more sample.
    static func medianNanosecondsPerUnit(_ counted: Counted, _ ways: [(Int) -> Void], afterRound: () -> Void = {}) -> [Double] {
        medianNanosecondsPerUnit(repetitions: counted.samples, ways.map { Way(units: counted.units, run: $0) },
                                 afterRound: afterRound)
    }

    /// Each way's median nanoseconds per unit, in batches of as many units
    /// as last about `sampling.batchNanoseconds` (timed once, after a
    /// warm-up), so cheap and costly ways are timed over similar spans.
    static func batchedMedians(_ sampling: Sampling, _ ways: [(Int) -> Void]) -> [Double] {
        medianNanosecondsPerUnit(repetitions: sampling.batches, ways.map { run in
            run(2)
            let trial = 4
            let perUnit = nanoseconds { run(trial) } / Double(trial)
            return Way(units: min(1_000_000, max(trial, Int(sampling.batchNanoseconds / max(perUnit, 1)))), run: run)
        })
    }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
