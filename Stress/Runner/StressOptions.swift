/// What the command line asked for, parsed by hand (the harness has no dependencies).
///
/// ```
/// Stress [--quick] [--json PATH] [--report DIR] [--only SECTION,...] [--processes N]
///        [--storm-threads N] [--storm-posts N] [--soak-cycles N]
/// ```
///
/// Internal: `--child-output PATH` (a timing child writes its results there),
/// `--first-use MODE` (a first-use probe) and `--drag-counts LIST` (the pool's
/// locks and allocations per drag frame). `--drag-probe WAY:BEHAVIORS:FRAMES`
/// (frames of a drag, nothing else, for callgrind) is in the usage text.
struct StressOptions {
    var quick = false
    var jsonPath: String?
    var reportDirectory: String?
    /// The sections asked for by name; `nil`: every one.
    var sections: Set<String>?
    /// Sizes given on the command line, each overriding what `--quick` or the full run would use.
    var counts: [CountOption: Int] = [:]
    var childOutput: String?
    var firstUse: String?
    var dragCounts: String?
    var dragProbe: String?
    var showHelp = false

    /// The options that take a positive whole number.
    enum CountOption: String, CaseIterable {
        case processes = "--processes"
        case stormThreads = "--storm-threads"
        case stormPosts = "--storm-posts"
        case soakCycles = "--soak-cycles"
    }

    /// What is wrong with the command line, for the usage message.
    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    @MainActor static var usage: String {
        """
        usage: Stress [options]
          --quick              smaller sizes, well under a minute on 2 cores (CI)
          --json PATH          also write the results as JSON to PATH
          --report DIR         write DIR/report.md and DIR/screens.svg
          --only LIST          run only these sections (comma-separated):
                               \(StressSections.all.map { $0.name }.joined(separator: ","))
          --processes N        fresh processes for the timing sections (default 5);
                               medians and min–max over them
          --storm-threads N    posting threads in the storm (default: one per core;
                               more are allowed, but then no throughput is reported)
          --storm-posts N      posts per storm thread (default 50000; 5000 with --quick)
          --soak-cycles N      leak-soak cycles (default 1000000; 100000 with --quick)
          --drag-probe WAY:B:N only drag one way (pool, handwritten, fair, floor) on
                               B screens for N frames, untimed, then exit: for
                               counting a frame with callgrind (docs/Performance.md)
          --help               this text
        While it runs, each section's progress and the time it has left go to
        standard error; the report goes to standard output at the end.
        Exit status 1 when a correctness target fails, 2 on a usage error.
        """
    }

    /// Parses `arguments` (without the program name).
    @MainActor
    static func parse(_ arguments: [String]) throws(ParseError) -> StressOptions {
        var options = StressOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if let option = CountOption(rawValue: argument) {
                options.counts[option] = try count(of: argument, from: &rest)
                continue
            }
            switch argument {
            case "--quick": options.quick = true
            case "--help", "-h": options.showHelp = true
            case "--json": options.jsonPath = try value(of: argument, from: &rest)
            case "--report": options.reportDirectory = try value(of: argument, from: &rest)
            case "--only": options.sections = try sections(try value(of: argument, from: &rest))
            case "--child-output": options.childOutput = try value(of: argument, from: &rest)
            case "--first-use": options.firstUse = try value(of: argument, from: &rest)
            case "--drag-counts": options.dragCounts = try value(of: argument, from: &rest)
            case "--drag-probe": options.dragProbe = try value(of: argument, from: &rest)
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

    @MainActor
    private static func sections(_ list: String) throws(ParseError) -> Set<String> {
        let known = Set(StressSections.all.map { $0.name })
        let names = Set(list.split(separator: ",").map(String.init))
        if let unknown = names.subtracting(known).sorted().first {
            throw ParseError(description: "unknown section '\(unknown)'")
        }
        return names
    }
}
