/// What the command line asked for, parsed by hand (the harness has no dependencies).
///
/// ```
/// Stress [--quick] [--json PATH] [--report DIR] [--only SECTION,...] [--processes N]
///        [--storm-threads N] [--storm-posts N] [--soak-cycles N]
/// ```
///
/// Internal: `--child-output PATH` (a timing child writes its results there)
/// and `--first-use MODE` (a first-use probe).
struct StressOptions {
    var quick = false
    var jsonPath: String?
    var reportDirectory: String?
    var sections: Set<Section> = Set(Section.allCases)
    var stormThreads: Int?
    var stormPosts: Int?
    var soakCycles: Int?
    var processes: Int?
    var childOutput: String?
    var firstUse: String?
    var showHelp = false

    /// The harness's sections, in the order they run.
    enum Section: String, CaseIterable {
        case fanout, decode, subscribe, sweep, memory, show, paths, firstuse, storm, soak

        /// Sections whose figures are times and sizes: run in fresh processes, reported with their spread.
        var isTiming: Bool { self != .storm && self != .soak }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    static let usage = """
    usage: Stress [options]
      --quick              smaller sizes, under two minutes on 2 cores (CI)
      --json PATH          also write the results as JSON to PATH
      --report DIR         write DIR/report.md and DIR/fanout.svg
      --only LIST          run only these sections (comma-separated):
                           \(Section.allCases.map(\.rawValue).joined(separator: ","))
      --processes N        fresh processes for the timing sections (default 5);
                           medians and min–max over them
      --storm-threads N    posting threads in the storm (default: one per core;
                           more are allowed, but then no throughput is reported)
      --storm-posts N      posts per storm thread (default 50000; 5000 with --quick)
      --soak-cycles N      leak-soak cycles (default 1000000; 100000 with --quick)
      --help               this text
    Exit status 1 when a correctness target fails, 2 on a usage error.
    """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(ParseError) -> StressOptions {
        var options = StressOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--help", "-h": options.showHelp = true
            case "--json": options.jsonPath = try value(of: argument, from: &rest)
            case "--report": options.reportDirectory = try value(of: argument, from: &rest)
            case "--only": options.sections = try sections(try value(of: argument, from: &rest))
            case "--storm-threads": options.stormThreads = try count(of: argument, from: &rest)
            case "--storm-posts": options.stormPosts = try count(of: argument, from: &rest)
            case "--soak-cycles": options.soakCycles = try count(of: argument, from: &rest)
            case "--processes": options.processes = try count(of: argument, from: &rest)
            case "--child-output": options.childOutput = try value(of: argument, from: &rest)
            case "--first-use": options.firstUse = try value(of: argument, from: &rest)
            default: throw ParseError(description: "unknown argument '\(argument)'")
            }
        }
        return options
    }

    private static func value(of flag: String, from rest: inout ArraySlice<String>) throws(ParseError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else {
            throw ParseError(description: "\(flag) needs a value")
        }
        return value
    }

    private static func count(of flag: String, from rest: inout ArraySlice<String>) throws(ParseError) -> Int {
        let text = try value(of: flag, from: &rest)
        guard let number = Int(text), number > 0 else {
            throw ParseError(description: "\(flag) needs a positive whole number, not '\(text)'")
        }
        return number
    }

    private static func sections(_ list: String) throws(ParseError) -> Set<Section> {
        var result: Set<Section> = []
        for name in list.split(separator: ",") {
            guard let section = Section(rawValue: String(name)) else {
                throw ParseError(description: "unknown section '\(name)'")
            }
            result.insert(section)
        }
        return result
    }
}
