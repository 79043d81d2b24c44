import KeyboardObservation

/// Section: ns per decode of UIKit's real eight-key `userInfo`, validated
/// (``KeyboardInfo/init(userInfo:)``, every key) beside what a screen writes
/// by hand for the three values it uses (both unchecked spellings, and the
/// validated `as? NSNumber` one), over a ring of 256 distinct dictionaries.
@MainActor
enum DecodeCost {
    /// Each way's raw value is the stem of its JSON keys.
    enum Way: String, ComparedWay {
        case keyboardInfo = "validated"
        case handwrittenValidatedNSNumber = "handwritten_validated_nsnumber"
        case uncheckedNSNumber = "unchecked_nsnumber"
        case uncheckedSwiftCasts = "unchecked_swift_casts"

        /// The hand-written spelling; `nil` for ``KeyboardInfo/init(userInfo:)``.
        var spelling: HandwrittenDecode.Spelling? {
            switch self {
            case .keyboardInfo: nil
            case .handwrittenValidatedNSNumber: .validatedNSNumber
            case .uncheckedNSNumber: .uncheckedNSNumber
            case .uncheckedSwiftCasts: .uncheckedSwiftCasts
            }
        }

        var label: String {
            spelling.map { "hand-written, 3 values \($0.label)" } ?? "KeyboardInfo(userInfo:), every key validated"
        }
    }

    /// One process's figures.
    struct Result: Codable {
        var nanoseconds: PerWay<Way, Double>
        /// KeyboardInfo ÷ the `as? Double` spelling, taken within the process (over processes, the median ratio).
        var overSwiftCasts: Double
        /// KeyboardInfo ÷ the `as? NSNumber` spelling.
        var overNSNumber: Double
    }

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
        let ring = UIKitPayload.ring().shows
        let cost = PerWay<Way, Double>(Measure.medianNanosecondsPerUnit(sizes.decode, Way.allCases.map { way in
            { iterations in decode(ring, iterations, way.spelling) }
        }, afterRound: { steps.stepEnded() }))
        return Result(
            nanoseconds: cost,
            overSwiftCasts: cost[.keyboardInfo] / cost[.uncheckedSwiftCasts],
            overNSNumber: cost[.keyboardInfo] / cost[.uncheckedNSNumber]
        )
    }

    /// Decodes `iterations` payloads of the ring with `KeyboardInfo(userInfo:)`, or by hand in `spelling`.
    @inline(never)
    private static func decode(_ ring: [[AnyHashable: Any]], _ iterations: Int, _ spelling: HandwrittenDecode.Spelling?) {
        var sum = 0.0
        for index in 0..<iterations {
            let userInfo = ring[index & (UIKitPayload.ringSize - 1)]
            if let spelling {
                if let fields = HandwrittenDecode.fields(userInfo, spelling) {
                    sum += fields.endFrame.height + fields.duration + Double(fields.curve)
                }
            } else if let info = try? KeyboardInfo(userInfo: userInfo) {
                sum += info.endFrame.height + info.animationDuration + Double(info.animationCurve.rawValue)
            }
        }
        blackHole(sum)
    }
}
