import KeyboardObservation

/// Section 2: ns per decode of a full UIKit-shaped `userInfo`, validated
/// (``KeyboardInfo/init(userInfo:)``) beside the baseline's unchecked casts.
@MainActor
enum DecodeCost {
    struct Result {
        var validatedNanoseconds: Double
        var uncheckedNanoseconds: Double
        var ratio: Double { validatedNanoseconds / uncheckedNanoseconds }
    }

    static func run(_ sizes: StressSizes) -> Result {
        let userInfo = SamplePayload.userInfo
        let iterations = sizes.decodeIterations
        let medians = Measure.interleavedMedians(repetitions: sizes.decodeRepetitions, [
            { Measure.nanoseconds { validated(userInfo, iterations) } / Double(iterations) },
            { Measure.nanoseconds { unchecked(userInfo, iterations) } / Double(iterations) },
        ])
        return Result(validatedNanoseconds: medians[0], uncheckedNanoseconds: medians[1])
    }

    @inline(never)
    private static func validated(_ userInfo: [AnyHashable: Any], _ iterations: Int) {
        var sum = 0.0
        for _ in 0..<iterations {
            if let info = try? KeyboardInfo(userInfo: userInfo) {
                sum += info.endFrame.height + info.animationDuration
            }
        }
        blackHole(sum)
    }

    @inline(never)
    private static func unchecked(_ userInfo: [AnyHashable: Any], _ iterations: Int) {
        var sum = 0.0
        for _ in 0..<iterations {
            if let fields = UncheckedDecode.fields(userInfo) {
                sum += fields.endFrame.height + fields.duration
            }
        }
        blackHole(sum)
    }
}
