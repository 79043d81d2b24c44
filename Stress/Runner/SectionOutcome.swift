/// One section's figures over its processes, with its table, its verdicts
/// and its JSON.
struct SectionOutcome {
    let report: ReportSection
    /// Its JSON keys, with the medians, the lowest and the highest values.
    let json: Spread<[String: Any]>
    /// The `Spread` of the section's own result type.
    private let figures: Any

    @MainActor
    init<Section: StressSection>(_ section: Section.Type, _ spread: Spread<Section.Result>) {
        report = Section.report(spread)
        json = spread.map { Section.json($0) }
        figures = spread
    }

    /// The figures, when this is `section`'s outcome.
    func spread<Section: StressSection>(of section: Section.Type) -> Spread<Section.Result>? {
        figures as? Spread<Section.Result>
    }
}
