import Foundation

// `swift run -c release Stress [--quick] [--json PATH] [--report DIR] [--processes N]`:
// runs each timing section in N fresh processes of its own (this executable
// started again with `--child-output`) and reports each figure's median and min–max,
// then runs the storm and the soak here, printing tables and verdicts, and
// writes the JSON and the report if asked. Exit status 1 when a correctness
// target fails; speed targets are reported (PASS/MISS), never asserted.

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
if let mode = options.firstUse {
    guard let mode = FirstUseProbe.Mode(rawValue: mode) else { exit(2) }
    FirstUseProbe.run(mode)
}

let sizes = StressSizes(options)
let requested = StressOptions.Section.allCases.filter(options.sections.contains)

if let output = options.childOutput {
    var results = StressResults()
    do {
        for section in requested { try SectionRunner.run(section, sizes, into: &results) }
        try ProcessSpread.encoder.encode(results).write(to: URL(fileURLWithPath: output))
    } catch {
        FileHandle.standardError.write(Data("Stress child: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}

let header = """
    `swift run -c release Stress\(CommandLine.arguments.dropFirst().map { " " + $0 }.joined())` — \
    \(options.quick ? "quick" : "full") run, \(ProcessInfo.processInfo.activeProcessorCount) cores, \
    \(ProcessInfo.processInfo.operatingSystemVersionString); each timing section in \(sizes.processes) fresh \
    process\(sizes.processes == 1 ? "" : "es") of its own.

    \(Machine.summary)
    """
print("KeyboardObservation stress harness — \(options.quick ? "quick" : "full") run\n\(Machine.summary)\n")
let started = Measure.now()
var report: StressReport
do {
    report = StressReport(spread: try SectionRunner.timing(requested.filter(\.isTiming), sizes, quick: options.quick))
    for section in report.sections { print(section.markdown) }
    print("    (timing sections: \(Format.number(Double(Measure.now() - started) / 1e9, decimals: 1)) s)\n")
    for section in requested where !section.isTiming {
        let sectionStart = Measure.now()
        var results = report.spread.median
        try SectionRunner.run(section, sizes, into: &results)
        report.spread.median = results
        report.spread.low.storm = results.storm
        report.spread.high.storm = results.storm
        report.spread.low.soak = results.soak
        report.spread.high.soak = results.soak
        if let latest = report.sections.last { print(latest.markdown) }
        print("    (\(Format.number(Double(Measure.now() - sectionStart) / 1e9, decimals: 1)) s)\n")
    }
} catch {
    FileHandle.standardError.write(Data("Stress: \(error)\n".utf8))
    exit(2)
}
print(ReportWriter.summary(report))
print("Total \(Format.number(Double(Measure.now() - started) / 1e9, decimals: 1)) s.")

do {
    if let path = options.jsonPath {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ResultsJSON.data(report, quick: options.quick).write(to: url)
        print("Wrote \(path)")
    }
    if let directory = options.reportDirectory {
        try ReportWriter.write(report, header: header, to: directory)
        print("Wrote \(directory)/report.md and \(directory)/fanout.svg")
    }
} catch {
    FileHandle.standardError.write(Data("Stress: could not write results: \(error)\n".utf8))
    exit(2)
}
exit(report.hasCorrectnessFailure ? 1 : 0)
