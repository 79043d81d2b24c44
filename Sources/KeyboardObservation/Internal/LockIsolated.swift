#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if canImport(Darwin)
/// The OS lock a ``LockIsolated`` owns: `os_unfair_lock` on Darwin.
package typealias LockPrimitive = os_unfair_lock
#else
/// The OS lock a ``LockIsolated`` owns: `pthread_mutex_t` elsewhere.
package typealias LockPrimitive = pthread_mutex_t
#endif

/// A value and the lock that guards it, in one allocation: the module's only
/// lock (`Synchronization.Mutex` needs iOS 18). The lock lives in the tail of
/// a `ManagedBuffer`, so its address never moves; copies share one box, as
/// with swift-nio's `NIOLockedValueBox`. `Sendable` when its value is.
package struct LockIsolated<State> {
    private final class Storage: ManagedBuffer<State, LockPrimitive> {
        deinit {
            withUnsafeMutablePointerToElements { primitive in
                #if !canImport(Darwin)
                pthread_mutex_destroy(primitive)
                #endif
                _ = primitive.deinitialize(count: 1)
            }
        }
    }

    // NB: reached through a `ManagedBufferPointer`, whose pointers are computed
    // from the object's address: `ManagedBuffer`'s own accessors read the
    // stored header unlocked, which TSan reports as a race with locked writes.
    private let storage: ManagedBufferPointer<State, LockPrimitive>

    package init(_ initial: State) {
        let buffer = Storage.create(minimumCapacity: 1) { _ in initial }
        storage = ManagedBufferPointer(unsafeBufferObject: buffer)
        storage.withUnsafeMutablePointerToElements { primitive in
            #if canImport(Darwin)
            primitive.initialize(to: os_unfair_lock())
            #else
            primitive.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(primitive, nil)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
            #endif
        }
    }

    /// Runs `body` with the lock held. Never call out of it into code that may
    /// take the lock, or drop in it the last reference to an object whose
    /// `deinit` might: move such values out and release them after.
    @inline(__always) package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, primitive in
            #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
            defer { os_unfair_lock_unlock(primitive) }
            #else
            pthread_mutex_lock(primitive)
            defer { pthread_mutex_unlock(primitive) }
            #endif
            return try body(&state.pointee)
        }
    }
}

// NB: @unchecked Sendable, only where the state is itself Sendable.
// Invariant: the state is read and written only inside `withLock`, with the
// lock held, so sharing the box shares no unguarded memory. A breach shows
// under the thread sanitizer (.ci/tsan.sh) in
// LockIsolatedTests.`concurrentUpdatesAreNeverLost` and in
// `ConcurrencyStormTests`, whose threads share one pool's box.
extension LockIsolated: @unchecked Sendable where State: Sendable {}
