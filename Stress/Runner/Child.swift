import Foundation

/// Runs this harness again, in a fresh process.
enum Child {
    /// A fresh process that failed, or printed what it should not have.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The executable now running (re-executed for fresh processes).
    static var executable: URL {
        #if os(Linux)
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }

    /// Runs the harness with `arguments` (and `environment` added to this
    /// process's), hands `line` each line it prints as soon as it is
    /// printed, and returns everything it printed.
    @discardableResult
    static func run(
        _ arguments: [String], environment: [String: String] = [:], line: (String) -> Void = { _ in }
    ) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        var output = Data()
        var pending = Data()
        // availableData blocks until the child prints or exits: no polling.
        for chunk in sequence(state: pipe.fileHandleForReading, next: { $0.availableData.nonEmpty }) {
            output.append(chunk)
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                line(String(decoding: pending[..<newline], as: UTF8.self))
                pending = Data(pending[(newline + 1)...])
            }
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "child \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return output
    }

    /// Runs a probe that prints one JSON object of numbers.
    static func figures(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: Double] {
        let data = try run(arguments, environment: environment)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "child \(arguments.joined(separator: " ")) printed no JSON object")
        }
        return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }
}

extension Data {
    /// `nil` when empty: the end of a pipe.
    fileprivate var nonEmpty: Data? { isEmpty ? nil : self }
}
