import Foundation

/// Section: first use in a fresh process — creating a pool, the first
/// subscribe, the first post — beside a hand-written observer's first
/// registration and post, each in a process of its own (the harness
/// started again with `--first-use MODE`); the median over several.
@MainActor
enum FirstUse {
    /// One process's figures: the medians over its probes.
    struct Result: Codable {
        var poolCreate: Double
        /// The pool's first subscribe and a hand-written observer's first `addObserver`.
        var firstSubscribe: PerWay<FirstUseProbe.Mode, Double>
        /// The first post, delivered, through each.
        var firstPost: PerWay<FirstUseProbe.Mode, Double>
        /// Whether every probe's one client received its one post.
        var deliveredExactly: Bool
    }

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) throws -> Result {
        var runs: [FirstUseProbe.Mode: [[String: Double]]] = [:]
        for _ in 0..<sizes.firstUseProbes {
            for mode in FirstUseProbe.Mode.allCases {
                runs[mode, default: []].append(try Child.figures(["--first-use", mode.rawValue]))
            }
            steps.stepEnded()
        }
        /// The median over the probes of `mode` of the figure it printed under `key`.
        func median(_ mode: FirstUseProbe.Mode, _ key: String) -> Double {
            Measure.median(runs[mode, default: []].map { $0[key] ?? .nan })
        }
        let modes = FirstUseProbe.Mode.allCases
        return Result(
            poolCreate: median(.pool, "create"),
            firstSubscribe: PerWay(modes.map { median($0, "subscribe") }),
            firstPost: PerWay(modes.map { median($0, "first_post") }),
            deliveredExactly: runs.values.joined().allSatisfy { $0["received"] == 1 }
        )
    }
}
