/// One section of the harness: what it measures, the steps that takes, and
/// how it reports.
///
/// The runner (``SectionRunner``) measures a section in fresh processes of
/// its own, or once in this process for a correctness run, and hands the
/// figures over those processes (``Spread``) to ``report(_:)`` and
/// ``json(_:)``. ``StressSections/all`` names every section and says how it runs.
@MainActor
protocol StressSection {
    associatedtype Result: Codable
    /// How many steps one measurement takes: the planned work the progress
    /// line counts down, each step ended by ``StepSignal/stepEnded()``.
    static func plannedSteps(_ sizes: StressSizes) -> Int
    /// Measures, signalling the end of each planned step.
    static func measure(_ sizes: StressSizes, _ steps: StepSignal) throws -> Result
    /// Its table and verdict lines.
    static func report(_ spread: Spread<Result>) -> ReportSection
    /// Its figures under the keys docs/Performance.md lists.
    static func json(_ result: Result) -> [String: Any]
}
