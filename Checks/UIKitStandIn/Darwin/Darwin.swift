// Stand-in for the slice of Apple's `Darwin` module that the library uses:
// `os_unfair_lock` from <os/lock.h> (libplatform), as the Clang importer
// presents it to Swift. Compiled only to type-check against; never linked,
// never run: every body traps.
//
// On a real Apple platform `import Darwin` re-exports the C library as well;
// nothing else is declared here, so a library file that needs more from Darwin
// fails this check until the stand-in mirrors it too.

// typedef struct os_unfair_lock_s {
//     uint32_t _os_unfair_lock_opaque;
// } os_unfair_lock, *os_unfair_lock_t;                      // OS_UNFAIR_LOCK_AVAILABILITY
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@frozen
public struct os_unfair_lock_s: Sendable {
    public var _os_unfair_lock_opaque: UInt32
    /// The Clang importer's zero initializer (`OS_UNFAIR_LOCK_INIT`).
    public init() { fatalError() }
    public init(_os_unfair_lock_opaque: UInt32) { fatalError() }
}

// typedef struct os_unfair_lock_s os_unfair_lock;
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public typealias os_unfair_lock = os_unfair_lock_s

// typedef struct os_unfair_lock_s *os_unfair_lock_t;
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

// OS_UNFAIR_LOCK_AVAILABILITY OS_EXPORT OS_NOTHROW OS_NONNULL_ALL
// OS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use OSAllocatedUnfairLock.performWhileLocked() for async-safe scoped locking")
// void os_unfair_lock_lock(os_unfair_lock_t lock);
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@available(*, noasync, message: "Use OSAllocatedUnfairLock.performWhileLocked() for async-safe scoped locking")
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { fatalError() }

// OS_UNFAIR_LOCK_AVAILABILITY OS_EXPORT OS_NOTHROW OS_NONNULL_ALL
// OS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use OSAllocatedUnfairLock.performWhileLocked() for async-safe scoped locking")
// void os_unfair_lock_unlock(os_unfair_lock_t lock);
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@available(*, noasync, message: "Use OSAllocatedUnfairLock.performWhileLocked() for async-safe scoped locking")
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { fatalError() }
