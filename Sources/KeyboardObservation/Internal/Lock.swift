#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A small mutual-exclusion lock that back-deploys to iOS 13.
///
/// `Synchronization.Mutex` needs iOS 18, so the core uses `os_unfair_lock` on
/// Darwin and a `pthread_mutex_t` elsewhere. The primitive lives in its own
/// heap allocation so its address never moves, as both APIs require.
final class Lock: @unchecked Sendable {
    // NB: @unchecked because the only state is the OS lock itself, which is
    // made for concurrent use; it is never read or written except through the
    // lock functions below.
    #if canImport(Darwin)
    private let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
    private let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    init() {
        #if canImport(Darwin)
        primitive = .allocate(capacity: 1)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive = .allocate(capacity: 1)
        primitive.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(primitive, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    @inline(__always)
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #else
        pthread_mutex_lock(primitive)
        #endif
    }

    @inline(__always)
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #else
        pthread_mutex_unlock(primitive)
        #endif
    }

    /// Runs `body` with the lock held.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
