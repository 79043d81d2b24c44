import Foundation

// `swift run -c release Stress [--quick] [--json PATH] [--report DIR]`:
// runs each section, printing its table and verdicts as it finishes, then
// writes the JSON and the report if asked. Exit status 1 when a
// correctness target fails; speed targets are reported, never asserted.

let options: StressOptions
do {
    options = try StressOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("Stress: \(error)\n\(StressOptions.usage)\n".utf8))
    exit(2)
}
if options.showHelp {
    print(StressOptions.usage)
    exit(0)
}

let sizes = StressSizes(options)
let header = """
    `swift run -c release Stress\(CommandLine.arguments.dropFirst().map { " " + $0 }.joined())` — \
    \(options.quick ? "quick" : "full") run, \(ProcessInfo.processInfo.activeProcessorCount) cores, \
    \(ProcessInfo.processInfo.operatingSystemVersionString).
    """
print("KeyboardObservation stress harness — \(options.quick ? "quick" : "full") run\n")
var results = StressResults()
let started = Measure.now()
for section in StressOptions.Section.allCases where options.sections.contains(section) {
    let sectionStart = Measure.now()
    switch section {
    case .fanout: results.fanout = FanoutProfile.run(sizes)
    case .decode: results.decode = DecodeCost.run(sizes)
    case .subscribe: results.subscribe = SubscribeScaling.run(sizes)
    case .sweep: results.sweep = SweepCost.run(sizes)
    case .memory: results.memory = HeapPerClient.run(sizes)
    case .storm: results.storm = Storm.run(sizes)
    case .soak: results.soak = LeakSoak.run(sizes)
    }
    if let latest = results.sections.last {
        print(latest.markdown)
        print("    (\(Format.number(Double(Measure.now() - sectionStart) / 1e9, decimals: 1)) s)\n")
    }
}
print(ReportWriter.summary(results))
print("Total \(Format.number(Double(Measure.now() - started) / 1e9, decimals: 1)) s.")

do {
    if let path = options.jsonPath {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ResultsJSON.data(results, quick: options.quick).write(to: url)
        print("Wrote \(path)")
    }
    if let directory = options.reportDirectory {
        try ReportWriter.write(results, header: header, to: directory)
        print("Wrote \(directory)/report.md and \(directory)/fanout.svg")
    }
} catch {
    FileHandle.standardError.write(Data("Stress: could not write results: \(error)\n".utf8))
    exit(2)
}
exit(results.hasCorrectnessFailure ? 1 : 0)
