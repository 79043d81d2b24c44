import KeyboardObservation

/// Section 2: ns per decode of UIKit's real eight-key `userInfo`, validated
/// (``KeyboardInfo/init(userInfo:)``, every key) beside what a screen writes
/// by hand for the three values it uses (both unchecked spellings, and the
/// validated `as? NSNumber` one), over a ring of 256 distinct dictionaries.
@MainActor
enum DecodeCost {
    struct Result: Codable {
        var validatedNanoseconds: Double
        /// `as? Double` / `as? Int`.
        var uncheckedNanoseconds: Double
        /// `(value as? NSNumber)?.doubleValue`.
        var nsNumberNanoseconds: Double
        /// Validated ÷ the `as? Double` spelling (stored: over processes, the median ratio).
        var ratio: Double
        /// Validated ÷ the `as? NSNumber` spelling.
        var nsNumberRatio: Double
        /// A careful screen's three reads: `as? NSNumber`, each value checked.
        var handwrittenValidatedNanoseconds: Double

        init(validatedNanoseconds: Double, uncheckedNanoseconds: Double, nsNumberNanoseconds: Double,
             handwrittenValidatedNanoseconds: Double) {
            self.validatedNanoseconds = validatedNanoseconds
            self.uncheckedNanoseconds = uncheckedNanoseconds
            self.nsNumberNanoseconds = nsNumberNanoseconds
            self.handwrittenValidatedNanoseconds = handwrittenValidatedNanoseconds
            ratio = validatedNanoseconds / uncheckedNanoseconds
            nsNumberRatio = validatedNanoseconds / nsNumberNanoseconds
        }
    }

    static func run(_ sizes: StressSizes) -> Result {
        let ring = UIKitPayload.ring().shows
        let iterations = sizes.decodeIterations
        let medians = Measure.medianNanosecondsPerUnit(repetitions: sizes.decodeRepetitions, [
            Measure.Way(units: iterations) { validated(ring, $0) },
            Measure.Way(units: iterations) { handwritten(ring, $0, .uncheckedSwiftCasts) },
            Measure.Way(units: iterations) { handwritten(ring, $0, .uncheckedNSNumber) },
            Measure.Way(units: iterations) { handwritten(ring, $0, .validatedNSNumber) },
        ])
        return Result(validatedNanoseconds: medians[0], uncheckedNanoseconds: medians[1], nsNumberNanoseconds: medians[2],
                      handwrittenValidatedNanoseconds: medians[3])
    }

    @inline(never)
    private static func validated(_ ring: [[AnyHashable: Any]], _ iterations: Int) {
        var sum = 0.0
        for index in 0..<iterations {
            if let info = try? KeyboardInfo(userInfo: ring[index & (UIKitPayload.ringSize - 1)]) {
                sum += info.endFrame.height + info.animationDuration + Double(info.animationCurve.rawValue)
            }
        }
        blackHole(sum)
    }

    @inline(never)
    private static func handwritten(_ ring: [[AnyHashable: Any]], _ iterations: Int, _ spelling: HandwrittenDecode.Spelling) {
        var sum = 0.0
        for index in 0..<iterations {
            if let fields = HandwrittenDecode.fields(ring[index & (UIKitPayload.ringSize - 1)], spelling) {
                sum += fields.endFrame.height + fields.duration + Double(fields.curve)
            }
        }
        blackHole(sum)
    }
}
