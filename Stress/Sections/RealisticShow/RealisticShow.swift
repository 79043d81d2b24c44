import KeyboardObservation

/// Section 6: UIKit's show (four posts) and hide (four posts) with real
/// eight-key payloads from a ring of 256, to 1–10 screens that observe
/// willShow/willHide or every event; the pool beside hand-written observers
/// in both spellings, warm and with the caches flushed before each show.
/// ns per show + hide cycle, median.
@MainActor
enum RealisticShow {
    enum Cache: String, Codable { case warm, cold }

    struct Row: Codable {
        var screens: Int
        var observes: ScreenEvents
        var cache: Cache
        var poolNanoseconds: Double
        var swiftCastsNanoseconds: Double
        var nsNumberNanoseconds: Double
        /// The better hand-written spelling in this run.
        var handwrittenNanoseconds: Double
        /// Pool ÷ the better hand-written spelling (stored: the median ratio over processes).
        var poolOverHandwritten: Double
        var decodesPerCycle: Double
    }

    struct Result: Codable {
        var rows: [Row]
        var deliveredExactly: Bool

        func row(_ screens: Int, _ observes: ScreenEvents, _ cache: Cache) -> Row? {
            rows.first { $0.screens == screens && $0.observes == observes && $0.cache == cache }
        }
    }

    static func run(_ sizes: StressSizes) -> Result {
        let ring = UIKitPayload.ring()
        var rows: [Row] = []
        var exact = true
        for observes in ScreenEvents.allCases {
            for screens in sizes.showScreens {
                let pool = PoolShow(screens: screens, observes: observes, ring: ring)
                let ways: [ShowWay] = [
                    pool,
                    HandwrittenShow(screens: screens, observes: observes, ring: ring, spelling: .uncheckedSwiftCasts),
                    HandwrittenShow(screens: screens, observes: observes, ring: ring, spelling: .uncheckedNSNumber),
                ]
                for way in ways { way.cycle(8) }
                let warm = warmMedians(ways, sizes)
                let cold = coldMedians(ways, sizes)
                for (cache, medians) in [(Cache.warm, warm), (.cold, cold)] {
                    let handwritten = min(medians[1], medians[2])
                    rows.append(Row(
                        screens: screens, observes: observes, cache: cache,
                        poolNanoseconds: medians[0], swiftCastsNanoseconds: medians[1], nsNumberNanoseconds: medians[2],
                        handwrittenNanoseconds: handwritten, poolOverHandwritten: medians[0] / handwritten,
                        decodesPerCycle: pool.decodesPerCycle
                    ))
                }
                exact = exact && ways.allSatisfy(\.deliveredExactly)
            }
        }
        return Result(rows: rows, deliveredExactly: exact)
    }

    /// Batches of cycles back to back, thread CPU time, interleaved.
    private static func warmMedians(_ ways: [ShowWay], _ sizes: StressSizes) -> [Double] {
        let batches = ways.map { way in
            let perCycle = Measure.nanoseconds { way.cycle(4) } / 4
            return min(100_000, max(4, Int(sizes.showBatchNanoseconds / max(perCycle, 1))))
        }
        return Measure.medianNanosecondsPerUnit(repetitions: sizes.showRepetitions, ways.indices.map { index in
            Measure.Way(units: batches[index], run: ways[index].cycle)
        })
    }

    /// One cycle at a time, each after a cache flush; wall clock (one cycle
    /// is too short for the thread CPU clock's own cost), interleaved.
    private static func coldMedians(_ ways: [ShowWay], _ sizes: StressSizes) -> [Double] {
        Measure.interleavedMedians(repetitions: sizes.showColdSamples, ways.map { way in
            {
                CacheFlush.flush()
                let start = Measure.now()
                way.cycle()
                return Double(Measure.now() - start)
            }
        })
    }
}
