import Foundation

/// Section 8: first use in a fresh process — creating a pool, the first
/// subscribe, the first post — beside a hand-written observer's first
/// registration and post, each in a process of its own (the harness
/// started again with `--first-use MODE`); the median over several.
@MainActor
enum FirstUse {
    struct Result: Codable {
        var poolCreate: Double
        var firstSubscribe: Double
        var firstPost: Double
        var handwrittenSubscribe: Double
        var handwrittenFirstPost: Double
        /// Whether every probe's one client received its one post.
        var deliveredExactly: Bool
    }

    static func run(_ sizes: StressSizes) throws -> Result {
        var pool: [[String: Double]] = []
        var handwritten: [[String: Double]] = []
        for _ in 0..<sizes.firstUseProbes {
            pool.append(try Child.figures(["--first-use", FirstUseProbe.Mode.pool.rawValue]))
            handwritten.append(try Child.figures(["--first-use", FirstUseProbe.Mode.handwritten.rawValue]))
        }
        func median(_ runs: [[String: Double]], _ key: String) -> Double {
            Measure.median(runs.map { $0[key] ?? .nan })
        }
        return Result(
            poolCreate: median(pool, "pool_create"),
            firstSubscribe: median(pool, "first_subscribe"),
            firstPost: median(pool, "first_post"),
            handwrittenSubscribe: median(handwritten, "handwritten_subscribe"),
            handwrittenFirstPost: median(handwritten, "handwritten_first_post"),
            deliveredExactly: (pool + handwritten).allSatisfy { $0["received"] == 1 }
        )
    }
}
