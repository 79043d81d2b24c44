/// A run's results over its processes, with the report built from them.
struct StressReport {
    var spread: Spread<StressResults>

    var results: StressResults { spread.median }

    /// The report's sections, in the order they ran.
    var sections: [ReportSection] {
        let s = spread
        return [
            s.median.fanout.map { _ in SectionReports.fanout(s.unwrapped(\.fanout)) },
            s.median.decode.map { _ in SectionReports.decode(s.unwrapped(\.decode)) },
            s.median.subscribe.map { _ in SectionReports.subscribe(s.unwrapped(\.subscribe)) },
            s.median.sweep.map { _ in SectionReports.sweep(s.unwrapped(\.sweep)) },
            s.median.memory.map { _ in SectionReports.memory(s.unwrapped(\.memory)) },
            s.median.show.map { _ in SectionReports.show(s.unwrapped(\.show)) },
            s.median.paths.map { _ in SectionReports.paths(s.unwrapped(\.paths)) },
            s.median.firstUse.map { _ in SectionReports.firstUse(s.unwrapped(\.firstUse)) },
            s.median.storm.map(SectionReports.storm),
            s.median.soak.map(SectionReports.soak),
        ].compactMap { $0 }
    }

    /// Every verdict of every section.
    var verdicts: [Verdict] { sections.flatMap(\.verdicts) }

    /// Whether a correctness target failed (the harness then exits non-zero).
    var hasCorrectnessFailure: Bool { verdicts.contains(where: \.isFailure) }
}

extension Spread {
    /// An optional field known to be present in every process.
    func unwrapped<Field>(_ path: KeyPath<Value, Field?>) -> Spread<Field> {
        Spread<Field>(median: median[keyPath: path]!, low: low[keyPath: path] ?? median[keyPath: path]!,
                      high: high[keyPath: path] ?? median[keyPath: path]!, processes: processes)
    }
}
