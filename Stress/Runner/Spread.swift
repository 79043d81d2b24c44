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

    /// The same figures, each of the three transformed.
    func map<Other>(_ transform: (Value) -> Other) -> Spread<Other> {
        Spread<Other>(median: transform(median), low: transform(low), high: transform(high), processes: processes)
    }

    /// One field of the result, with its own spread.
    subscript<Field>(_ path: KeyPath<Value, Field>) -> Spread<Field> {
        Spread<Field>(median: median[keyPath: path], low: low[keyPath: path], high: high[keyPath: path],
                      processes: processes)
    }
}

extension Spread where Value: FigureValue {
    /// `1,234 (1,100–1,400)`, or just the median when one process ran;
    /// "n/a" when this platform could not measure it.
    func text(_ format: (Double) -> String = Format.nanoseconds) -> String {
        guard let median = median.figure, let low = low.figure, let high = high.figure else { return "n/a" }
        return processes > 1 && (low != median || high != median)
            ? "\(format(median)) (\(format(low))–\(format(high)))"
            : format(median)
    }
}

extension Spread {
    /// Each way's figure at `path`, with its spread: a table's cells, one per way.
    func cells<Way, Figure: FigureValue>(
        _ path: KeyPath<Value, PerWay<Way, Figure>>, _ format: (Double) -> String = Format.nanoseconds
    ) -> [String] {
        Way.allCases.map { way in self[path.appending(path: \.[way])].text(format) }
    }

    /// A table row per element of the list at `path`, made by `cells` from the element with its spread.
    func eachRow<Row>(_ path: KeyPath<Value, [Row]>, _ cells: (Spread<Row>) -> [String]) -> [[String]] {
        median[keyPath: path].indices.map { index in cells(self[path.appending(path: \.[index])]) }
    }

    /// A table row per way: its label, then its figure at `path` with its spread.
    func rows<Way, Figure: FigureValue>(
        _ path: KeyPath<Value, PerWay<Way, Figure>>, _ format: (Double) -> String = Format.nanoseconds
    ) -> [[String]] {
        zip(Way.allCases, cells(path, format)).map { way, cell in [way.label, cell] }
    }
}

extension Spread {
    /// "median" or "median (min–max) of 5 processes".
    var medianLabel: String {
        processes > 1 ? "median (min–max) of \(processes) processes" : "median"
    }
}
