import KeyboardObservation

/// Section 6: UIKit's show (four posts) and hide (four posts) with real
/// eight-key payloads from a ring of 256, to 1–10 screens that observe
/// willShow/willHide or every event; the pool beside hand-written observers
/// in both spellings, unchecked and validated (``HandwrittenDecode``), warm
/// and with the caches flushed before each show. ns per show + hide cycle,
/// median.
@MainActor
enum RealisticShow {
    enum Cache: String, Codable { case warm, cold }

    struct Row: Codable {
        var screens: Int
        var observes: ScreenEvents
        var cache: Cache
        var poolNanoseconds: Double
        /// Hand-written screens, unchecked `as? Double` / `as? Int`.
        var swiftCastsNanoseconds: Double
        /// Hand-written screens, unchecked `as? NSNumber`.
        var nsNumberNanoseconds: Double
        /// The better unchecked hand-written spelling in this run.
        var handwrittenNanoseconds: Double
        /// Pool ÷ the better unchecked spelling (stored: the median ratio over processes).
        var poolOverHandwritten: Double
        /// Hand-written screens that check each value, `as? Double` / `as? Int`.
        var validatedSwiftCastsNanoseconds: Double
        /// Hand-written screens that check each value, `as? NSNumber`.
        var validatedNSNumberNanoseconds: Double
        /// The better validated hand-written spelling in this run.
        var validatedNanoseconds: Double
        /// Pool ÷ the better validated spelling (stored likewise).
        var poolOverValidated: Double
        var decodesPerCycle: Double
    }

    /// How the pool's warm cost grows from one screen to ten.
    struct Growth: Codable {
        var observes: ScreenEvents
        /// Warm pool ns per cycle at 10 screens ÷ at 1 (stored: the median ratio over processes).
        var poolTenOverOne: Double
    }

    struct Result: Codable {
        var rows: [Row]
        var growth: [Growth]
        var deliveredExactly: Bool

        func row(_ screens: Int, _ observes: ScreenEvents, _ cache: Cache) -> Row? {
            rows.first { $0.screens == screens && $0.observes == observes && $0.cache == cache }
        }

        func growth(_ observes: ScreenEvents) -> Double? {
            growth.first { $0.observes == observes }?.poolTenOverOne
        }
    }

    static func run(_ sizes: StressSizes) -> Result {
        let ring = UIKitPayload.ring()
        var rows: [Row] = []
        var exact = true
        for observes in ScreenEvents.allCases {
            for screens in sizes.showScreens {
                let pool = PoolShow(screens: screens, observes: observes, ring: ring)
                let spellings: [HandwrittenDecode.Spelling] = [
                    .uncheckedSwiftCasts, .uncheckedNSNumber, .validatedSwiftCasts, .validatedNSNumber,
                ]
                let ways: [ShowWay] = [pool] + spellings.map {
                    HandwrittenShow(screens: screens, observes: observes, ring: ring, spelling: $0)
                }
                for way in ways { way.cycle(8) }
                let warm = warmMedians(ways, sizes)
                let cold = coldMedians(ways, sizes)
                for (cache, medians) in [(Cache.warm, warm), (.cold, cold)] {
                    let unchecked = min(medians[1], medians[2])
                    let validated = min(medians[3], medians[4])
                    rows.append(Row(
                        screens: screens, observes: observes, cache: cache,
                        poolNanoseconds: medians[0], swiftCastsNanoseconds: medians[1], nsNumberNanoseconds: medians[2],
                        handwrittenNanoseconds: unchecked, poolOverHandwritten: medians[0] / unchecked,
                        validatedSwiftCastsNanoseconds: medians[3], validatedNSNumberNanoseconds: medians[4],
                        validatedNanoseconds: validated, poolOverValidated: medians[0] / validated,
                        decodesPerCycle: pool.decodesPerCycle
                    ))
                }
                exact = exact && ways.allSatisfy(\.deliveredExactly)
            }
        }
        var result = Result(rows: rows, growth: [], deliveredExactly: exact)
        result.growth = ScreenEvents.allCases.compactMap { observes in
            guard let one = result.row(1, observes, .warm), let ten = result.row(10, observes, .warm) else { return nil }
            return Growth(observes: observes, poolTenOverOne: ten.poolNanoseconds / one.poolNanoseconds)
        }
        return result
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
