/// What the command line asked for, parsed by hand (the harness has no dependencies).
///
/// ```
/// Stress [--quick] [--json PATH] [--report DIR] [--only SECTION,...]
///        [--storm-threads N] [--storm-posts N] [--soak-cycles N]
/// ```
struct StressOptions {
    var quick = false
    var jsonPath: String?
    var reportDirectory: String?
    var sections: Set<Section> = Set(Section.allCases)
    var stormThreads: Int?
    var stormPosts: Int?
    var soakCycles: Int?
    var showHelp = false

    /// The harness's sections, in the order they run.
    enum Section: String, CaseIterable, Comparable {
        case fanout, decode, subscribe, sweep, memory, storm, soak

        static func < (lhs: Section, rhs: Section) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    static let usage = """
    usage: Stress [options]
      --quick              smaller sizes, under 30 seconds (CI)
      --json PATH          also write the results as JSON to PATH
      --report DIR         write DIR/report.md and DIR/fanout.svg
      --only LIST          run only these sections (comma-separated):
                           \(Section.allCases.map(\.rawValue).joined(separator: ","))
      --storm-threads N    posting threads in the storm (default 8)
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
