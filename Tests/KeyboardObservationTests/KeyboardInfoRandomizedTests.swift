import Foundation
import Testing
import KeyboardObservation

/// Decoding over many generated dictionaries: never a trap, every rejection
/// names a key, every acceptance round-trips.
struct KeyboardInfoRandomizedTests {
    @Test func generatedDictionariesDecodeOrNameAKey() throws {
        var random = SeededRandom(seed: 0x5EED_2026)
        var accepted = 0
        var rejected = 0
        for _ in 0..<5_000 {
            let userInfo = random.userInfo()
            do {
                let info = try KeyboardInfo(userInfo: userInfo)
                accepted += 1
                #expect(try KeyboardInfo(userInfo: info.userInfo) == info)
            } catch {
                rejected += 1
                #expect(error.key != nil && KeyboardUserInfoKey.all.contains(error.key!), "\(error)")
            }
        }
        // Both outcomes must actually be exercised for the test to mean anything.
        #expect(accepted > 100)
        #expect(rejected > 100)
    }
}

/// SplitMix64: a small, seedable generator so a failure can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func double() -> Double {
        switch Int.random(in: 0..<8, using: &self) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: -Double.random(in: 0...1_000, using: &self)
        case 4: 1e300
        default: Double.random(in: 0...1_000, using: &self)
        }
    }

    mutating func value() -> Any {
        switch Int.random(in: 0..<11, using: &self) {
        case 0: NSValue(rect: CGRect(x: double(), y: double(), width: double(), height: double()))
        case 1: NSValue(rect: CGRect(x: 0, y: 500, width: 390, height: 344))
        case 2: NSNumber(value: double())
        case 3: NSNumber(value: Int.random(in: -10...10, using: &self))
        case 4: NSNumber(value: Bool.random(using: &self))
        case 5: "text"
        case 6: NSNull()
        case 7: [1, 2, 3]
        case 8: ["nested": NSNumber(value: 1)]
        case 9: NSValue(point: CGPoint(x: 1, y: 2))
        default: double()
        }
    }

    /// A value that suits `key`, as UIKit would post it.
    mutating func plausibleValue(for key: String) -> Any {
        switch key {
        case KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd:
            NSValue(rect: CGRect(x: 0, y: Double.random(in: 0...844, using: &self), width: 390, height: 336))
        case KeyboardUserInfoKey.animationDuration: NSNumber(value: Double.random(in: 0...1, using: &self))
        case KeyboardUserInfoKey.animationCurve: NSNumber(value: Int.random(in: 0...7, using: &self))
        default: NSNumber(value: Bool.random(using: &self))
        }
    }

    mutating func userInfo() -> [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = [:]
        for key in KeyboardUserInfoKey.all where Int.random(in: 0..<5, using: &self) != 0 {
            userInfo[key] = Int.random(in: 0..<12, using: &self) == 0 ? value() : plausibleValue(for: key)
        }
        if Bool.random(using: &self) { userInfo["unrelated"] = value() }
        return userInfo
    }
}
