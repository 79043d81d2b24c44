/// A result measured in several fresh processes: the median of each figure,
/// with the lowest and highest value any process gave.
///
/// With one process the three are the same and only the median is printed.
struct Spread<Value> {
    var median: Value
    var low: Value
    var high: Value
    var processes: Int

    /// The same figure for every process.
    init(single value: Value) {
        self.init(median: value, low: value, high: value, processes: 1)
    }

    init(median: Value, low: Value, high: Value, processes: Int) {
        self.median = median
        self.low = low
        self.high = high
        self.processes = processes
    }

    /// One field of the result, with its own spread.
    subscript<Field>(_ path: KeyPath<Value, Field>) -> Spread<Field> {
        Spread<Field>(median: median[keyPath: path], low: low[keyPath: path], high: high[keyPath: path],
                      processes: processes)
    }
}

extension Spread where Value == Double {
    /// `1,234 (1,100–1,400)`, or just the median when one process ran.
    func text(_ format: (Double) -> String = Format.nanoseconds) -> String {
        processes > 1 && (low != median || high != median)
            ? "\(format(median)) (\(format(low))–\(format(high)))"
            : format(median)
    }
}

extension Spread where Value == Double? {
    /// As for a `Double`; "n/a" when this platform could not measure it.
    func text(_ format: (Double) -> String = Format.nanoseconds) -> String {
        guard let median, let low, let high else { return "n/a" }
        return Spread<Double>(median: median, low: low, high: high, processes: processes).text(format)
    }
}

extension Spread {
    /// "median" or "median (min–max) of 5 processes".
    var medianLabel: String {
        processes > 1 ? "median (min–max) of \(processes) processes" : "median"
    }
}
