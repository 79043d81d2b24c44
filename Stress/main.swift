import Foundation

// `swift run -c release Stress [--quick] [--json PATH] [--report DIR] [--only LIST] [--processes N]`:
// runs each section in turn, a timing section in N fresh processes of its own
// (this executable started again with `--child-output`), the storm and the
// soak here, showing each one's progress and the time it has left on
// standard error; then prints the report (what the keyboard costs an app
// first, then each section's table and verdicts) and writes the JSON and the
// report if asked. Exit status 1 when a correctness target fails; speed
// targets are reported (PASS/MISS), never asserted.

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
if let behaviors = options.dragCounts {
    DragCounts.run(behaviors)
}
if let argument = options.dragProbe {
    guard let (way, screens, frames) = DragProbe.parse(argument) else { exit(2) }
    DragProbe.run(way, screens: screens, frames: frames)
}

let sizes = StressSizes(options)

if let output = options.childOutput {
    do {
        guard let sections = options.sections, sections.count == 1, let name = sections.first else {
            throw Child.Failure(description: "--child-output needs one section after --only")
        }
        try SectionRunner.measureAsChild(name, sizes, to: output)
    } catch {
        FileHandle.standardError.write(Data("Stress child: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}

let command = "swift run -c release Stress" + CommandLine.arguments.dropFirst().map { " " + $0 }.joined()
let machine = Machine.summary
let loadAtStart = MachineLoad.loadAverages()?.first
let started = Measure.now()
let report: StressReport
do {
    report = try SectionRunner.run(StressSections.requested(options), sizes, arguments: options.quick ? ["--quick"] : [])
} catch {
    FileHandle.standardError.write(Data("Stress: \(error)\n".utf8))
    exit(2)
}
let run = ReportWriter.Run(command: command, quick: options.quick, processes: sizes.processes, machine: machine,
                           load: MachineLoad(loadAtStart: loadAtStart, report: report),
                           seconds: Double(Measure.now() - started) / 1e9)
print(ReportWriter.text(report, run))

do {
    if let path = options.jsonPath {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ResultsJSON.data(report, quick: options.quick, load: run.load).write(to: url)
        print("Wrote \(path)")
    }
    if let directory = options.reportDirectory {
        try ReportWriter.write(report, run, to: directory)
        print("Wrote \(directory)/report.md and \(directory)/\(ReportWriter.plotFile)")
    }
} catch {
    FileHandle.standardError.write(Data("Stress: could not write results: \(error)\n".utf8))
    exit(2)
}
exit(report.hasCorrectnessFailure ? 1 : 0)
