import Foundation

/// How many fuzz cases to run and from which seed, read from the environment.
///
/// - `KEYBOARD_FUZZ_SEED`: the run's seed (decimal or `0x` hex); a fixed
///   default otherwise, so a plain `swift test` is reproducible.
/// - `KEYBOARD_FUZZ_CASES`: how many cases; the test's default otherwise.
/// - `KEYBOARD_FUZZ_CASE`: run only this case (the replay line of a failure
///   prints it).
struct FuzzConfiguration {
    static let seedVariable = "KEYBOARD_FUZZ_SEED"
    static let casesVariable = "KEYBOARD_FUZZ_CASES"
    static let caseVariable = "KEYBOARD_FUZZ_CASE"
    static let defaultSeed: UInt64 = 0x6B65_7962_6F61_7264

    let seed: UInt64
    let cases: Range<Int>

    /// The configuration for this process; `defaultCases` unless the environment says otherwise.
    static func current(defaultCases: Int) -> FuzzConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment[seedVariable].flatMap(parseSeed) ?? defaultSeed
        if let single = environment[caseVariable].flatMap({ Int($0) }) {
            return FuzzConfiguration(seed: seed, cases: single..<(single + 1))
        }
        let count = environment[casesVariable].flatMap { Int($0) } ?? defaultCases
        return FuzzConfiguration(seed: seed, cases: 0..<max(count, 1))
    }

    /// The generator for one case.
    func generator(forCase index: Int) -> SeededRandom {
        SeededRandom(seed: seed, case: index)
    }

    /// The command that reruns exactly this case.
    func replayCommand(case index: Int, test: String) -> String {
        "\(Self.seedVariable)=\(seed) \(Self.caseVariable)=\(index) swift test --filter \(test)"
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

extension SeededRandom {
    /// A generator for case `index` of a run seeded with `seed`, independent
    /// of every other case, so one case replays without running the others.
    init(seed: UInt64, case index: Int) {
        var mixer = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        self.init(seed: mixer.next())
    }
}
