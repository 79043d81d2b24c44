/// The decode's table, verdict and JSON.
extension DecodeCost: StressSection {
    static func plannedSteps(_ sizes: StressSizes) -> Int { sizes.decode.samples }

    static func report(_ spread: Spread<Result>) -> ReportSection {
        ReportSection(
            title: "Decode cost (ns per decode of UIKit's 8-key userInfo, ring of 256, \(spread.medianLabel))",
            headers: ["decode", "ns"],
            rows: spread.rows(\.nanoseconds) + [
                ["KeyboardInfo ÷ unchecked as? NSNumber", spread[\.overNSNumber].text(Format.ratio)],
                ["KeyboardInfo ÷ unchecked as? Double", spread[\.overSwiftCasts].text(Format.ratio)],
            ],
            verdicts: [
                .information(
                    "decode_validated_over_nsnumber", "decode: KeyboardInfo(userInfo:) ÷ unchecked as? NSNumber",
                    Format.ratio(spread.median.overNSNumber),
                    measures: "five validated keys against three unchecked casts, on swift-corelibs-foundation, "
                        + "whose dictionary lookups and NSValue.objCType cost what they do not on iOS"
                ),
            ]
        )
    }

    static func json(_ result: Result) -> [String: Any] {
        var payload = result.nanoseconds.json("ns")
        payload["validated_over_nsnumber"] = JSONFigure.number(result.overNSNumber)
        return [
            "decode_uikit_payload": payload,
            // The first two figures again, under the keys they had first.
            "decode_ns": [
                "validated": JSONFigure.number(result.nanoseconds[.keyboardInfo]),
                "unchecked_casts": JSONFigure.number(result.nanoseconds[.uncheckedSwiftCasts]),
            ],
        ]
    }
}
