/// The ways a section compares (the pool, hand-written code, a floor…), in
/// the order it measures them: each with its label in the report and the
/// stem of its JSON keys.
protocol ComparedWay: CaseIterable, Hashable where AllCases == [Self] {
    /// Its row label or column header in the report.
    var label: String { get }
    /// The start of its JSON keys: `pool` gives `pool_ns_per_event`; empty
    /// when the key is the suffix alone.
    var key: String { get }
}

extension ComparedWay where Self: RawRepresentable, RawValue == String {
    /// The raw value: the key stem, written once beside the case.
    var key: String { rawValue }
}

/// One figure for each of a section's ways, by the way's case rather than
/// an index into a list of medians.
struct PerWay<Way: ComparedWay, Value: Codable>: Codable {
    /// In the order of `Way.allCases`.
    private(set) var values: [Value]

    /// - Parameter values: One per way, in the order of `Way.allCases`.
    init(_ values: [Value]) {
        precondition(values.count == Way.allCases.count, "one figure per way")
        self.values = values
    }

    subscript(way: Way) -> Value {
        values[Way.allCases.firstIndex(of: way)!]
    }
}

/// A figure that may be missing: measured (`Double`) or not measurable here (`Double?`).
protocol FigureValue: Codable {
    var figure: Double? { get }
}

extension Double: FigureValue {
    var figure: Double? { self }
}

extension Optional: FigureValue where Wrapped == Double {
    var figure: Double? { self }
}

extension PerWay where Value: FigureValue {
    /// Each way's figure under `<key>_<suffix>` (or `suffix` alone for an empty key; the key alone for an empty suffix).
    func json(_ suffix: String) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: Way.allCases.map { way in
            let key = [way.key, suffix].filter { !$0.isEmpty }.joined(separator: "_")
            return (key, JSONFigure.number(self[way].figure))
        })
    }
}
