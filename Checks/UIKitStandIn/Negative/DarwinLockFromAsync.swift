// The Darwin stand-in mirrors the SDK: os_unfair_lock_lock is unavailable
// from async contexts (OS_SWIFT_UNAVAILABLE_FROM_ASYNC).
// expect: global function 'os_unfair_lock_lock' is unavailable from asynchronous contexts
import Darwin

func withLock(_ lock: os_unfair_lock_t, _ body: () -> Void) {
    os_unfair_lock_lock(lock)
    body()
    os_unfair_lock_unlock(lock)
}

#if MISTAKE
func lockInAsync(_ lock: os_unfair_lock_t) async {
    os_unfair_lock_lock(lock)
    os_unfair_lock_unlock(lock)
}
#endif
