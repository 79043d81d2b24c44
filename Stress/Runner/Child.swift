import Foundation

/// Runs this harness again, in a fresh process.
enum Child {
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

    /// Runs the harness with `arguments` and returns what it printed.
    static func output(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "child \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }

    /// Runs a probe that prints one JSON object of numbers.
    static func figures(_ arguments: [String]) throws -> [String: Double] {
        let data = try output(arguments)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "child \(arguments.joined(separator: " ")) printed no JSON object")
        }
        return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }
}
