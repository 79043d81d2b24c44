#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What the allocator and the kernel say about this process's memory.
///
/// Heap figures come from glibc's `mallinfo2()`; RSS from `/proc/self/statm`.
/// Elsewhere both are `nil` and the sections report "n/a" rather than guess.
enum ProcessMemory {
    /// Bytes the allocator has handed out and not taken back: chunks in use
    /// in the arenas plus chunks mapped on their own
    /// (`mallinfo2().uordblks + mallinfo2().hblkhd`).
    static func heapBytesInUse() -> Int? {
        #if canImport(Glibc)
        guard let mallinfo2 = Mallinfo2.function else { return nil }
        var info = mallinfo2()
        // Fields, all size_t: arena, ordblks, smblks, hblks, hblkhd, usmblks,
        // fsmblks, uordblks, fordblks, keepcost.
        return withUnsafeBytes(of: &info) { fields in
            let field = { (index: Int) in fields.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self) }
            return field(7) + field(4)
        }
        #else
        return nil
        #endif
    }

    /// Resident set size in bytes.
    static func residentBytes() -> Int? {
        #if os(Linux)
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }
}

#if canImport(Glibc)
/// `mallinfo2`, looked up at run time.
///
/// Swift's Glibc module does not import `<malloc.h>`, and glibc older than
/// 2.33 lacks `mallinfo2`, so the symbol is found with `dlsym`. It returns a
/// struct of ten `size_t` (80 bytes); the C calling convention returns any
/// 80-byte struct through memory the caller provides, on x86-64 and arm64
/// alike, so the call is typed with another 80-byte C struct Swift does
/// import, and the bytes are read back as ten `Int`s.
private enum Mallinfo2 {
    typealias Function = @convention(c) () -> posix_spawn_file_actions_t

    static let function: Function? = {
        guard MemoryLayout<posix_spawn_file_actions_t>.size == 10 * MemoryLayout<Int>.size,
              let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2")
        else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
#endif
