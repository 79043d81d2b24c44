import Foundation

/// Runs sections, here or in fresh processes.
@MainActor
enum SectionRunner {
    /// Runs one section in this process and stores its result.
    static func run(_ section: StressOptions.Section, _ sizes: StressSizes, into results: inout StressResults) throws {
        switch section {
        case .fanout: results.fanout = FanoutProfile.run(sizes)
        case .decode: results.decode = DecodeCost.run(sizes)
        case .subscribe: results.subscribe = SubscribeScaling.run(sizes)
        case .sweep: results.sweep = SweepCost.run(sizes)
        case .memory: results.memory = HeapPerClient.run(sizes)
        case .show: results.show = RealisticShow.run(sizes)
        case .paths: results.paths = EventPaths.run(sizes)
        case .firstuse: results.firstUse = try FirstUse.run(sizes)
        case .storm: results.storm = Storm.run(sizes)
        case .soak: results.soak = LeakSoak.run(sizes)
        }
    }

    /// Runs the timing `sections` in `sizes.processes` fresh processes (here
    /// when 1), each section in processes of its own, so no section measures
    /// the heap another one left behind (the memory section's 100,000 clients,
    /// say), and combines them figure by figure.
    static func timing(_ sections: [StressOptions.Section], _ sizes: StressSizes, quick: Bool) throws -> Spread<StressResults> {
        guard !sections.isEmpty else { return Spread(single: StressResults()) }
        guard sizes.processes > 1 else {
            var results = StressResults()
            for section in sections { try run(section, sizes, into: &results) }
            return Spread(single: results)
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboard-stress-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var runs: [StressResults] = []
        for index in 0..<sizes.processes {
            let start = Measure.now()
            var run = StressResults()
            for section in sections {
                let file = directory.appendingPathComponent("\(index)-\(section.rawValue).json")
                var arguments = ["--only", section.rawValue, "--child-output", file.path]
                if quick { arguments.append("--quick") }
                _ = try Child.output(arguments)
                run.merge(try ProcessSpread.decoder.decode(StressResults.self, from: Data(contentsOf: file)))
            }
            runs.append(run)
            print("  timing process \(index + 1) of \(sizes.processes): "
                + "\(Format.number(Double(Measure.now() - start) / 1e9, decimals: 1)) s")
        }
        print("")
        return try ProcessSpread.combine(runs)
    }
}
