extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// Number formatting independent of the locale: `1,234.5`, `52.3×`.
enum Format {
    /// `value` with `decimals` digits after the point and thousands separators.
    static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "n/a" }
        let scale = pow10(decimals)
        let rounded = (abs(value) * scale).rounded()
        let whole = Int(rounded / scale)
        let fraction = Int(rounded.truncatingRemainder(dividingBy: scale))
        var digits = String(whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        grouped = digits + grouped
        let sign = value < 0 && rounded != 0 ? "-" : ""
        guard decimals > 0 else { return sign + grouped }
        let fractionText = String(fraction)
        return sign + grouped + "." + String(repeating: "0", count: decimals - fractionText.count) + fractionText
    }

    static func count(_ value: Int) -> String {
        number(Double(value), decimals: 0)
    }

    /// Nanoseconds with precision that suits their size.
    static func nanoseconds(_ value: Double) -> String {
        number(value, decimals: value < 10 ? 2 : value < 1_000 ? 1 : 0)
    }

    static func ratio(_ value: Double) -> String {
        number(value, decimals: value < 10 ? 2 : 1) + "×"
    }

    /// A ratio measured against a target's `limit`: one more decimal when the
    /// usual two would print the limit itself for a ratio on either side of
    /// it (`0.501×`, not a MISS that reads `0.50×`).
    static func ratio(_ value: Double, against limit: Double) -> String {
        guard value != limit, ratio(value) == ratio(limit) else { return ratio(value) }
        return number(value, decimals: 3) + "×"
    }

    /// Nanoseconds as microseconds, with two significant digits at least: `14 µs`, `4.1 µs`, `0.35 µs`.
    static func microseconds(_ nanoseconds: Double) -> String {
        let value = nanoseconds / 1_000
        return number(value, decimals: value < 1 ? 2 : value < 10 ? 1 : 0) + " µs"
    }

    /// What share of one 120 Hz frame (``frameNanoseconds``) `nanoseconds` is: `0.17%`; "n/a" when not measured.
    static func frameShare(_ nanoseconds: Double?) -> String {
        guard let nanoseconds, nanoseconds.isFinite else { return "n/a" }
        let percent = nanoseconds / frameNanoseconds * 100
        return (percent < 0.01 ? "< 0.01" : number(percent, decimals: percent < 0.1 ? 3 : percent < 1 ? 2 : 1)) + "%"
    }

    /// A frame at 120 Hz, the fastest an iPhone or iPad redraws: 8.3 ms.
    static let frameNanoseconds = 1e9 / 120

    /// Seconds as a person reads them: `4.2 s`, `41 s`, `2 min 05 s`.
    static func duration(_ seconds: Double) -> String {
        guard seconds >= 60 else { return number(seconds, decimals: seconds < 10 ? 1 : 0) + " s" }
        let whole = Int(seconds.rounded())
        let rest = whole % 60
        return "\(whole / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }

    /// "yes" or "no", as verdict lines print a check.
    static func yes(_ value: Bool) -> String { value ? "yes" : "no" }

    static func bytes(_ value: Int?) -> String {
        guard let value else { return "n/a" }
        return count(value) + " B"
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}
