/// Evicts the caches between shows: an app does plenty of other work
/// between two keyboard shows.
@MainActor
enum CacheFlush {
    /// Several times the per-core L2 of common servers and phones alike.
    nonisolated static let bytes = 8 << 20
    private static let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes, alignment: 64)
    private static var pass: UInt8 = 0

    /// Writes one byte in every cache line of a buffer larger than L2.
    @inline(never)
    static func flush() {
        pass &+= 1
        for offset in stride(from: 0, to: bytes, by: 64) {
            buffer[offset] = pass
        }
    }
}
