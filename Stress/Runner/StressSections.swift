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
