#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Heap allocations counted with glibc's `mtrace(3)`, which logs every
/// `malloc`, `calloc`, `realloc` and `free` to the file named by
/// `MALLOC_TRACE` between `mtrace()` and `muntrace()`. Since glibc 2.34 it
/// lives in `libc_malloc_debug.so.0`, which a process must be started with
/// (`LD_PRELOAD`): ``environment(tracingTo:)`` is what a child needs. Every
/// Swift object, closure context and array buffer comes from `malloc`, so
/// the count is every allocation, the Swift runtime's and Foundation's too.
/// `nil` where that is not available (another C library, no debug library).
enum MallocTrace {
    /// The variables a child process needs for ``allocations(in:)`` to count, writing its log to `path`.
    static func environment(tracingTo path: String) -> [String: String] {
        ["LD_PRELOAD": "libc_malloc_debug.so.0", "MALLOC_TRACE": path]
    }

    /// How many allocations the process made while `body` ran (on any
    /// thread, so nothing else should run); `nil` when this process cannot count them.
    static func allocations(in body: () -> Void) -> Int? {
        #if canImport(Glibc)
        guard let path = ProcessInfo.processInfo.environment["MALLOC_TRACE"],
              let start = Functions.mtrace, let stop = Functions.muntrace
        else {
            body()
            return nil
        }
        try? FileManager.default.removeItem(atPath: path)
        start()
        body()
        stop()
        guard let log = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        // One line per call: `… + 0xADDRESS 0xSIZE` for an allocation, `… > 0xADDRESS 0xSIZE`
        // for the new block of a `realloc`, `-` and `<` for what is freed.
        return log.split(separator: "\n").count { $0.contains(" + 0x") || $0.contains(" > 0x") }
        #else
        body()
        return nil
        #endif
    }
}

#if canImport(Glibc)
/// `mtrace` and `muntrace` of the preloaded debug library, looked up at run
/// time: libc keeps stubs under the default version of each name, which do
/// nothing, and the debug library's are a hidden version, which only
/// `dlvsym` on its own handle finds.
private enum Functions {
    typealias Toggle = @convention(c) () -> Void
    /// `dlvsym`, a GNU extension the Glibc module does not import.
    typealias VersionedLookUp = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafePointer<CChar>)
        -> UnsafeMutableRawPointer?

    static let mtrace = lookUp("mtrace")
    static let muntrace = lookUp("muntrace")

    private static func lookUp(_ name: String) -> Toggle? {
        guard let library = dlopen("libc_malloc_debug.so.0", RTLD_NOW | RTLD_NOLOAD),
              let dlvsym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dlvsym"),
              let symbol = unsafeBitCast(dlvsym, to: VersionedLookUp.self)(library, name, "GLIBC_2.2.5")
        else { return nil }
        return unsafeBitCast(symbol, to: Toggle.self)
    }
}
#endif
