import Foundation

/// Combines the results of several processes, figure by figure.
///
/// Each process's result is encoded to JSON and read back as a plain tree;
/// the trees are combined leaf by leaf (numbers: median, lowest, highest;
/// flags: all must hold) and decoded again. Ratios are stored fields, so
/// each one is the median of the per-process ratios.
enum ProcessSpread {
    static func combine<Result: Codable>(_ runs: [Result]) throws -> Spread<Result> {
        precondition(!runs.isEmpty, "no process reported")
        guard runs.count > 1 else { return Spread(single: runs[0]) }
        let trees = try runs.map { try decoder.decode(JSONTree.self, from: encoder.encode($0)) }
        func pick(_ choose: ([Double]) -> Double) throws -> Result {
            try decoder.decode(Result.self, from: encoder.encode(JSONTree.combine(trees, choose)))
        }
        return Spread(
            median: try pick { $0.sorted()[$0.count / 2] },
            low: try pick { $0.min()! },
            high: try pick { $0.max()! },
            processes: runs.count
        )
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }()
}
