/// Everything one run measured; a section that did not run stays `nil`.
struct StressResults {
    var fanout: FanoutProfile.Result?
    var decode: DecodeCost.Result?
    var subscribe: SubscribeScaling.Result?
    var sweep: SweepCost.Result?
    var memory: HeapPerClient.Result?
    var storm: Storm.Result?
    var soak: LeakSoak.Result?

    /// The report's sections, in the order they ran.
    var sections: [ReportSection] {
        [
            fanout.map(SectionReports.fanout),
            decode.map(SectionReports.decode),
            subscribe.map(SectionReports.subscribe),
            sweep.map(SectionReports.sweep),
            memory.map(SectionReports.memory),
            storm.map(SectionReports.storm),
            soak.map(SectionReports.soak),
        ].compactMap { $0 }
    }

    /// Every verdict of every section.
    var verdicts: [Verdict] { sections.flatMap(\.verdicts) }

    /// Whether a correctness target failed (the harness then exits non-zero).
    var hasCorrectnessFailure: Bool { verdicts.contains(where: \.isFailure) }
}
