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

    static func bytes(_ value: Int?) -> String {
        guard let value else { return "n/a" }
        return count(value) + " B"
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}
