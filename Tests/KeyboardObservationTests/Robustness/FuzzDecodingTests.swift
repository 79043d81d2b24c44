import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

/// Decoding arbitrary `userInfo` dictionaries against the rules written out
/// independently in `DecodingRules`.
///
/// Replay a failure with the command it prints, e.g.
/// `KEYBOARD_FUZZ_SEED=… KEYBOARD_FUZZ_CASE=… swift test --filter FuzzDecodingTests`.
/// `KEYBOARD_FUZZ_CASES` changes how many cases run (CI runs 100,000).
struct FuzzDecodingTests {
    /// Cases in a plain `swift test`; CI runs 100,000 (`.ci/fuzz.sh`).
    static let defaultCases = 10_000

    @Test func arbitraryUserInfoNeverTrapsAndEachVerdictFollowsTheRules() {
        let configuration = FuzzConfiguration.current(defaultCases: Self.defaultCases)
        var tally = FuzzTally()
        for index in configuration.cases {
            var rng = configuration.generator(forCase: index)
            let sample = UserInfoSample.generate(using: &rng)
            let result = Result { () throws(KeyboardInfoError) in try KeyboardInfo(userInfo: sample.userInfo) }
            tally.count(result)
            if let problem = sample.problem(with: result) {
                tally.failures += 1
                Issue.record("""
                    \(problem)
                    userInfo: \(sample)
                    replay: \(configuration.replayCommand(case: index, test: "FuzzDecodingTests"))
                    """)
                if tally.failures >= 20 { break }
            }
        }
        if configuration.cases.count >= 1_000, tally.failures == 0 {
            // The generator must keep exercising both sides of every rule.
            #expect(tally.accepted > configuration.cases.count / 20, "too few accepted samples: \(tally)")
            #expect(Set(tally.reasons.keys).count == 4, "not every rejection reason was produced: \(tally)")
            #expect(tally.keys.count == KeyboardUserInfoKey.all.count, "not every key was blamed: \(tally)")
        }
    }

    @Test func aFixedSeedGeneratesTheSameSamples() {
        var first = SeededRandom(seed: 42, case: 7)
        var second = SeededRandom(seed: 42, case: 7)
        let a = (0..<50).map { _ in UserInfoSample.generate(using: &first).description }
        let b = (0..<50).map { _ in UserInfoSample.generate(using: &second).description }
        #expect(a == b)
        var other = SeededRandom(seed: 42, case: 8)
        #expect(a != (0..<50).map { _ in UserInfoSample.generate(using: &other).description })
    }
}

/// What a fuzz run produced, to check the generator covers every rule.
struct FuzzTally: CustomStringConvertible {
    var accepted = 0
    var failures = 0
    var reasons: [KeyboardInfoError.Reason: Int] = [:]
    var keys: [String: Int] = [:]

    mutating func count(_ result: Result<KeyboardInfo, KeyboardInfoError>) {
        switch result {
        case .success: accepted += 1
        case .failure(let error):
            reasons[error.reason, default: 0] += 1
            if let key = error.key { keys[key, default: 0] += 1 }
        }
    }

    var description: String {
        "accepted \(accepted), reasons \(reasons), keys \(keys)"
    }
}
