/// A run's outcomes, section by section, in the order they ran.
struct StressReport {
    var outcomes: [SectionOutcome]

    /// Each section's table and verdict lines.
    var sections: [ReportSection] { outcomes.map(\.report) }

    /// Every verdict of every section.
    var verdicts: [Verdict] { sections.flatMap(\.verdicts) }

    /// Whether a correctness target failed (the harness then exits non-zero).
    var hasCorrectnessFailure: Bool { verdicts.contains(where: \.isFailure) }

    /// Fresh processes per timing section (1 when none ran in fresh processes).
    var processes: Int { outcomes.map(\.json.processes).max() ?? 1 }

    /// The figures of `section`, when it ran.
    func spread<Section: StressSection>(of section: Section.Type) -> Spread<Section.Result>? {
        outcomes.lazy.compactMap { $0.spread(of: section) }.first
    }
}
