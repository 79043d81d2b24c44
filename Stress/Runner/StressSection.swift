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

/// A section as the command runs it: its name after `--only` and in the
/// progress line, and where it runs.
struct SectionEntry {
    let name: String
    let section: any StressSection.Type
    /// `true` for figures that are times and sizes: measured in fresh
    /// processes, reported with their spread. `false` for the correctness
    /// runs, measured once, in this process.
    let inFreshProcesses: Bool

    static func timing(_ name: String, _ section: any StressSection.Type) -> SectionEntry {
        SectionEntry(name: name, section: section, inFreshProcesses: true)
    }

    static func correctness(_ name: String, _ section: any StressSection.Type) -> SectionEntry {
        SectionEntry(name: name, section: section, inFreshProcesses: false)
    }
}

/// The harness's sections, in the order they run and are reported.
@MainActor
enum StressSections {
    static let all: [SectionEntry] = [
        .timing("fanout", FanoutProfile.self),
        .timing("decode", DecodeCost.self),
        .timing("subscribe", SubscribeScaling.self),
        .timing("sweep", SweepCost.self),
        .timing("memory", HeapPerClient.self),
        .timing("show", RealisticShow.self),
        .timing("drag", DragFrame.self),
        .timing("paths", EventPaths.self),
        .timing("firstuse", FirstUse.self),
        .correctness("storm", Storm.self),
        .correctness("soak", LeakSoak.self),
    ]

    /// The sections `options` ask for, in running order.
    static func requested(_ options: StressOptions) -> [SectionEntry] {
        all.filter { options.sections?.contains($0.name) ?? true }
    }

    /// The section called `name`.
    static func named(_ name: String) -> SectionEntry? {
        all.first { $0.name == name }
    }
}

/// How a measurement says that one of its planned steps ended: in a fresh
/// process, a line to the runner that started it; in this one, straight to
/// the progress line.
@MainActor
final class StepSignal {
    private let ended: @MainActor () -> Void

    init(_ ended: @escaping @MainActor () -> Void) {
        self.ended = ended
    }

    func stepEnded() { ended() }
}
