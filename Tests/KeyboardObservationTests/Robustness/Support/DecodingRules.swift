import Foundation
@testable import KeyboardObservation
import KeyboardObservationTesting

/// The decoding rules of the public contract, written independently of the
/// decoder, so the fuzz tests compare two readings of one specification.
///
/// - a rect key takes a rect (boxed or plain) with finite components;
/// - the duration takes a finite, non-negative number;
/// - the curve takes a number holding a whole value that fits an `Int`;
/// - `isLocal` takes a `Bool` or a number equal to 0 or 1;
/// - a value of another kind is `.wrongType`; an unacceptable value of the
///   right kind is `.invalidValue`; only the end frame is required.
enum DecodingRules {
    enum Verdict<Value> {
        case absent
        case accepted(Value)
        case rejected(KeyboardInfoError.Reason)
    }

    static func rect(_ value: FuzzValue?) -> Verdict<CGRect> {
        guard let value else { return .absent }
        guard case .rect(let rect) = value.meaning else { return .rejected(.wrongType) }
        let finite = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
        return finite ? .accepted(rect) : .rejected(.invalidValue)
    }

    static func duration(_ value: FuzzValue?) -> Verdict<TimeInterval> {
        guard let value else { return .absent }
        guard case .number(let number) = value.meaning else { return .rejected(.wrongType) }
        let seconds = number.doubleValue
        return seconds.isFinite && seconds >= 0 ? .accepted(seconds) : .rejected(.invalidValue)
    }

    static func curve(_ value: FuzzValue?) -> Verdict<KeyboardAnimationCurve> {
        guard let value else { return .absent }
        guard case .number(let number) = value.meaning else { return .rejected(.wrongType) }
        return number.exactInt.map { .accepted(KeyboardAnimationCurve(rawValue: $0)) } ?? .rejected(.invalidValue)
    }

    static func flag(_ value: FuzzValue?) -> Verdict<Bool> {
        guard let value else { return .absent }
        guard case .number(let number) = value.meaning else { return .rejected(.wrongType) }
        switch number.doubleValue {
        case 0: return .accepted(false)
        case 1: return .accepted(true)
        default: return .rejected(.invalidValue)
        }
    }
}

/// What decoding one generated `userInfo` must produce.
struct DecodingExpectation {
    /// Keys whose values the rules reject, each with the reason it deserves;
    /// a missing end frame is listed as `.missingValue`.
    var rejections: [String: KeyboardInfoError.Reason] = [:]
    /// The decoded value, when nothing is rejected.
    var info: KeyboardInfo?
    /// Whether the `userInfo` itself is missing.
    var missingUserInfo = false

    var isAccepted: Bool { info != nil }

    /// The expectation for a notification with no `userInfo` at all.
    static var noUserInfo: DecodingExpectation {
        var expectation = DecodingExpectation(entries: [:])
        expectation.rejections = [:]
        expectation.missingUserInfo = true
        return expectation
    }

    init(entries: [String: FuzzValue]) {
        let end = note(KeyboardUserInfoKey.frameEnd, DecodingRules.rect(entries[KeyboardUserInfoKey.frameEnd]))
        let begin = note(KeyboardUserInfoKey.frameBegin, DecodingRules.rect(entries[KeyboardUserInfoKey.frameBegin]))
        let duration = note(KeyboardUserInfoKey.animationDuration,
                            DecodingRules.duration(entries[KeyboardUserInfoKey.animationDuration]))
        let curve = note(KeyboardUserInfoKey.animationCurve,
                         DecodingRules.curve(entries[KeyboardUserInfoKey.animationCurve]))
        let isLocal = note(KeyboardUserInfoKey.isLocal, DecodingRules.flag(entries[KeyboardUserInfoKey.isLocal]))
        guard let end else {
            if entries[KeyboardUserInfoKey.frameEnd] == nil {
                rejections[KeyboardUserInfoKey.frameEnd] = .missingValue
            }
            return
        }
        guard rejections.isEmpty else { return }
        info = KeyboardInfo(
            beginFrame: begin ?? end,
            endFrame: end,
            animationDuration: duration ?? KeyboardInfo.defaultAnimationDuration,
            animationCurve: curve ?? KeyboardInfo.defaultAnimationCurve,
            isLocal: isLocal
        )
    }

    /// Records a rejection and returns the accepted value, if any.
    private mutating func note<Value>(_ key: String, _ verdict: DecodingRules.Verdict<Value>) -> Value? {
        switch verdict {
        case .absent: return nil
        case .accepted(let value): return value
        case .rejected(let reason):
            rejections[key] = reason
            return nil
        }
    }
}
