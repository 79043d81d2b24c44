import Foundation

/// Runs the sections one after another, each timing section in fresh
/// processes of its own (so none measures the heap another left behind: the
/// memory section's 100,000 clients, say), the correctness runs here; shows
/// each one's progress and combines its figures over the processes.
@MainActor
enum SectionRunner {
    /// Measures `sections`, in order, with `arguments` passed on to each fresh process.
    static func run(_ sections: [SectionEntry], _ sizes: StressSizes, arguments: [String]) throws -> StressReport {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboard-stress-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var outcomes: [SectionOutcome] = []
        for (index, entry) in sections.enumerated() {
            let processes = entry.inFreshProcesses && sizes.processes > 1 ? sizes.processes : 1
            let label = "[\(index + 1)/\(sections.count)] \(entry.name)"
            outcomes.append(try outcome(entry.section, sizes, processes: processes, label: label) { process in
                let file = directory.appendingPathComponent("\(entry.name)-\(process).json")
                return (["--only", entry.name, "--child-output", file.path] + arguments, file)
            })
        }
        return StressReport(outcomes: outcomes)
    }

    /// In a fresh process: measures the section called `name` and writes its
    /// figures to `path`, printing a line to the runner as each step ends.
    static func measureAsChild(_ name: String, _ sizes: StressSizes, to path: String) throws {
        guard let entry = StressSections.named(name) else {
            throw Child.Failure(description: "no section '\(name)'")
        }
        try write(entry.section, sizes, to: URL(fileURLWithPath: path))
    }

    private static func write<Section: StressSection>(_ section: Section.Type, _ sizes: StressSizes, to url: URL) throws {
        let result = try Section.measure(sizes, StepSignal {
            FileHandle.standardOutput.write(Data((stepLine + "\n").utf8))
        })
        try ProcessSpread.encoder.encode(result).write(to: url)
    }

    /// What a child prints when a step ends.
    private static let stepLine = "step ended"

    /// `section` measured once in each of `processes` fresh processes (here, when 1), the figures combined over them.
    ///
    /// - Parameter child: For process `index`, the arguments that start it and the file it writes.
    private static func outcome<Section: StressSection>(
        _ section: Section.Type, _ sizes: StressSizes, processes: Int, label: String, child: (Int) -> ([String], URL)
    ) throws -> SectionOutcome {
        let fresh = processes > 1
        let progress = SectionProgress(label: label, processes: processes, stepsPerProcess: Section.plannedSteps(sizes))
        var runs: [Section.Result] = []
        for index in 0..<processes {
            if fresh {
                let (arguments, file) = child(index)
                try Child.run(arguments) { line in
                    if line == stepLine { progress.stepEnded() }
                }
                runs.append(try ProcessSpread.decoder.decode(Section.Result.self, from: Data(contentsOf: file)))
            } else {
                runs.append(try Section.measure(sizes, StepSignal(progress.stepEnded)))
            }
            progress.processEnded()
        }
        progress.finished()
        return SectionOutcome(section, try ProcessSpread.combine(runs))
    }
}
