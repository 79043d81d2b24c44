import KeyboardObservation

/// Section: UIKit's show (four posts) and hide (four posts) with real
/// eight-key payloads from a ring of 256, to 1–10 screens that observe
/// willShow/willHide or every event: the pool to protocol clients and to
/// behaviors, beside hand-written observers in both spellings, unchecked and
/// validated (``HandwrittenDecode``), warm and with the caches flushed
/// before each show. ns per show + hide cycle, median.
@MainActor
enum RealisticShow {
    /// Whether the caches were left warm or flushed before each cycle.
    enum Cache: String, Codable { case warm, cold }

    /// The ways to the screens; their keys are the stems of the JSON keys (`pool_ns`).
    enum Way: ComparedWay {
        case pool, behaviors
        case handwritten(HandwrittenDecode.Spelling)

        static let allCases: [Way] = [.pool, .behaviors] + HandwrittenDecode.Spelling.allCases.map(Way.handwritten)

        var label: String {
            switch self {
            case .pool: "pool"
            case .behaviors: "pool → behaviors"
            case .handwritten(let spelling): "hand-written, \(spelling.label)"
            }
        }

        var key: String {
            switch self {
            case .pool: "pool"
            case .behaviors: "pool_behaviors"
            case .handwritten(let spelling): "handwritten_" + spelling.rawValue
            }
        }
    }

    /// The figures for one count of screens, the events they observe and the caches.
    struct Row: Codable {
        var screens: Int
        var observes: ScreenEvents
        var cache: Cache
        /// ns per cycle; behaviors observe every event, so `nil` for willShow/willHide rows.
        var nanoseconds: PerWay<Way, Double?>
        var best: BestHandwritten
        var decodesPerCycle: Double
    }

    /// How a row grows from one screen to ten.
    struct Growth: Codable {
        var observes: ScreenEvents
        /// Warm pool ns per cycle at 10 screens ÷ at 1 (stored: the median ratio over processes).
        var poolTenOverOne: Double
    }

    /// One process's figures.
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

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
        let ring = UIKitPayload.ring()
        var rows: [Row] = []
        var exact = true
        for observes in ScreenEvents.allCases {
            for screens in sizes.showScreens {
                let ways = Way.allCases.compactMap { way in
                    makeWay(way, screens: screens, observes: observes, ring: ring).map { (way: way, run: $0) }
                }
                for way in ways { way.run.posts.cycle(8) }
                let warm = Measure.batchedMedians(sizes.show, ways.map { $0.run.posts.cycle })
                let cold = coldMedians(ways.map(\.run), samples: sizes.showColdSamples)
                let decodes = ways.lazy.compactMap { $0.run as? PoolShow }.first?.decodesPerCycle ?? 0
                for (cache, medians) in [(Cache.warm, warm), (.cold, cold)] {
                    let measured = Dictionary(uniqueKeysWithValues: zip(ways.map(\.way), medians))
                    let nanoseconds = PerWay<Way, Double?>(Way.allCases.map { measured[$0] })
                    rows.append(Row(screens: screens, observes: observes, cache: cache, nanoseconds: nanoseconds,
                                    best: BestHandwritten(nanoseconds), decodesPerCycle: decodes))
                }
                (ways.lazy.compactMap { $0.run as? BehaviorShow }.first)?.checkFollowing()
                exact = exact && ways.allSatisfy(\.run.deliveredExactly)
                steps.stepEnded()
            }
        }
        var result = Result(rows: rows, growth: [], deliveredExactly: exact)
        result.growth = ScreenEvents.allCases.compactMap { observes in
            guard let one = result.row(1, observes, .warm)?.nanoseconds[.pool],
                  let ten = result.row(10, observes, .warm)?.nanoseconds[.pool]
            else { return nil }
            return Growth(observes: observes, poolTenOverOne: ten / one)
        }
        return result
    }

    /// The way a row measures: `nil` for behaviors under screens that observe only willShow/willHide.
    private static func makeWay(_ way: Way, screens: Int, observes: ScreenEvents, ring: UIKitPayload.Ring) -> (any ShowWay)? {
        switch way {
        case .pool: PoolShow(ObservingScreens(count: screens, observes: observes), ring: ring)
        case .behaviors: observes == .all ? BehaviorShow(screens: screens, ring: ring) : nil
        case .handwritten(let spelling): HandwrittenShow(ObservingScreens(count: screens, observes: observes), ring: ring, spelling: spelling)
        }
    }

    /// One cycle at a time, each after a cache flush; wall clock (one cycle
    /// is too short for the thread CPU clock's own cost), interleaved.
    private static func coldMedians(_ ways: [any ShowWay], samples: Int) -> [Double] {
        Measure.interleavedMedians(repetitions: samples, ways.map { way in
            {
                CacheFlush.flush()
                let start = Measure.now()
                way.posts.cycle()
                return Double(Measure.now() - start)
            }
        })
    }
}

/// The better of the two hand-written spellings, unchecked and validated,
/// in one process, and the pool beside each (over processes, median ratios).
struct BestHandwritten: Codable {
    var unchecked: Double
    var poolOverUnchecked: Double
    var validated: Double
    var poolOverValidated: Double

    init(_ nanoseconds: PerWay<RealisticShow.Way, Double?>) {
        func best(_ validated: Bool) -> Double {
            HandwrittenDecode.Spelling.allCases.filter { $0.isValidated == validated }
                .compactMap { nanoseconds[.handwritten($0)] }.min() ?? .nan
        }
        let pool = nanoseconds[.pool] ?? .nan
        unchecked = best(false)
        poolOverUnchecked = pool / unchecked
        validated = best(true)
        poolOverValidated = pool / validated
    }
}
