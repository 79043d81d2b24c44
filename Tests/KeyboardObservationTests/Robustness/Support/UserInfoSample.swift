import Foundation
import KeyboardObservation
import KeyboardObservationTesting

/// One generated keyboard `userInfo`, with the outcome the rules expect.
///
/// About a third of the samples are well formed (every present key holds a
/// plausible value), the rest mix absent keys, plausible values and
/// arbitrary ones; junk keys ride along in both. One in fifty has no
/// `userInfo` at all.
struct UserInfoSample: CustomStringConvertible {
    let userInfo: [AnyHashable: Any]?
    let expectation: DecodingExpectation
    private let labels: () -> [String]

    static func generate(using rng: inout SeededRandom) -> UserInfoSample {
        var values = FuzzValueGenerator(rng: rng)
        defer { rng = values.rng }
        if values.chance(2) {
            return UserInfoSample(userInfo: nil, expectation: .noUserInfo, labels: { ["userInfo: nil"] })
        }
        let wellFormed = values.chance(33)
        var entries: [String: FuzzValue] = [:]
        for key in KeyboardUserInfoKey.all {
            let roll = Int.random(in: 0..<100, using: &values.rng)
            if roll < (key == KeyboardUserInfoKey.frameEnd && wellFormed ? 0 : 20) { continue }
            entries[key] = wellFormed || roll < 55 ? values.plausible(for: key) : values.arbitrary()
        }
        var userInfo: [AnyHashable: Any] = [:]
        var junk: [(key: AnyHashable, value: FuzzValue)] = []
        for (key, value) in entries { userInfo[key] = value.value }
        for _ in 0..<Int.random(in: 0...3, using: &values.rng) {
            let key = values.junkKey()
            let value = values.arbitrary()
            if userInfo[key] == nil {
                userInfo[key] = value.value
                junk.append((key, value))
            }
        }
        let labels = {
            entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.label)" }
                + junk.map { "junk \($0.key): \($0.value.label)" }
        }
        return UserInfoSample(userInfo: userInfo, expectation: DecodingExpectation(entries: entries), labels: labels)
    }

    var description: String {
        "[" + labels().joined(separator: ", ") + "]"
    }

    /// What is wrong with `result` for this sample, or `nil` when it obeys the rules.
    func problem(with result: Result<KeyboardInfo, KeyboardInfoError>) -> String? {
        switch result {
        case .success(let info):
            guard let expected = expectation.info else {
                return "accepted \(info), but the rules reject \(expectation.rejections)"
            }
            guard info == expected else { return "decoded \(info), expected \(expected)" }
            let again = Result { () throws(KeyboardInfoError) in try KeyboardInfo(userInfo: info.userInfo) }
            guard case .success(let roundTripped) = again, roundTripped == info else {
                return "\(info) does not round-trip through userInfo: \(again)"
            }
            return nil
        case .failure(let error):
            return rejectionProblem(error)
        }
    }

    private func rejectionProblem(_ error: KeyboardInfoError) -> String? {
        if expectation.missingUserInfo {
            return error.key == nil && error.reason == .missingUserInfo ? nil : "expected missingUserInfo, got \(error)"
        }
        if let info = expectation.info { return "rejected with \(error), expected \(info)" }
        guard let key = error.key else { return "rejection names no key: \(error)" }
        guard let reason = expectation.rejections[key] else {
            return "rejection names \(key), but the rules reject only \(expectation.rejections): \(error)"
        }
        guard reason == error.reason else { return "\(key): expected \(reason), got \(error.reason): \(error)" }
        guard error.description.hasPrefix(key) else { return "description does not lead with the key: \(error)" }
        return nil
    }
}

extension FuzzValueGenerator {
    mutating func plausible(for key: String) -> FuzzValue {
        switch key {
        case KeyboardUserInfoKey.animationDuration: plausibleDuration()
        case KeyboardUserInfoKey.animationCurve: plausibleCurve()
        case KeyboardUserInfoKey.isLocal: plausibleFlag()
        default: plausibleRect()
        }
    }

    /// A key the decoder must ignore: near misses of UIKit's keys, other strings, numbers.
    mutating func junkKey() -> AnyHashable {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: AnyHashable("junk-\(Int.random(in: 0..<1000, using: &rng))")
        case 1: pick([AnyHashable(7), AnyHashable(NSNumber(value: 2.5)), AnyHashable(NSString(string: "junk"))])
        default: AnyHashable(pick(Self.junkKeys))
        }
    }

    private static let junkKeys: [String] = KeyboardUserInfoKey.all.flatMap { key in
        [key.lowercased(), key + " ", " " + key, String(key.dropLast()), key.uppercased()]
    } + ["UIKeyboardCenterBeginUserInfoKey", "UIKeyboardCenterEndUserInfoKey", "UIKeyboardBoundsUserInfoKey", ""]
}
