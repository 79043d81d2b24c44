#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What produced a run: the commit and the machine, for the report's header.
enum Machine {
    /// `uname -a`'s fields: system, host, release, version, hardware.
    static var uname: String {
        var name = utsname()
        guard systemUname(&name) == 0 else { return "unknown" }
        let size = MemoryLayout.size(ofValue: name.sysname)
        let fields = withUnsafeBytes(of: &name) { raw in
            (0..<5).map { index in
                let field = raw[(index * size)..<((index + 1) * size)]
                return String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return fields.joined(separator: " ")
    }

    /// The CPU's model name from `/proc/cpuinfo`, where there is one.
    static var cpuModel: String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
              let colon = line.firstIndex(of: ":")
        else { return "unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// `git describe`-style commit of the working directory, marked when it has local changes.
    static var commit: String {
        guard let head = git(["rev-parse", "--short=12", "HEAD"]), !head.isEmpty else { return "unknown" }
        let dirty = git(["status", "--porcelain", "--untracked-files=no"]).map { !$0.isEmpty } ?? false
        return dirty ? "\(head) with local changes" : head
    }

    /// The 1-, 5- and 15-minute load averages (``MachineLoad/loadAverages()``), where the system
    /// tells them: how busy the machine was with other work when the run started.
    static var loadAverage: String? {
        MachineLoad.loadAverages()?.map { Format.number($0, decimals: 2) }.joined(separator: " ")
    }

    /// One paragraph: commit, machine, cores, and the load when the run started.
    static var summary: String {
        "Commit \(commit); \(uname); \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc); CPU: \(cpuModel)"
            + (loadAverage.map { "; load average \($0) at the start" } ?? "") + "."
    }

    private static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

// `uname` is both a function and a struct's name; this picks the function.
private func systemUname(_ name: UnsafeMutablePointer<utsname>) -> Int32 {
    #if canImport(Glibc)
    Glibc.uname(name)
    #else
    Darwin.uname(name)
    #endif
}
