import Dispatch
import Foundation

/// Runs `body` on a background thread and waits for it to finish.
///
/// Blocking the caller is the point: a post made here is queued for the main
/// queue, and cannot be delivered before the (main-actor) caller goes on.
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    done.wait()
}

/// Returns once everything queued on the main queue before the call has run.
///
/// The main queue is FIFO, and main-actor code runs on it: awaiting a block
/// queued now lets every earlier block (queued deliveries, releases) run first.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Runs `workers` on threads of their own, all at once, and `mainWork` on
/// the main actor meanwhile; returns when all have finished and the main
/// queue has run everything they queued.
///
/// Dedicated threads, not Dispatch's pool: a worker that polls a flag must
/// not starve other tests' workers of pool threads.
@MainActor
func runInBackground(_ workers: [@Sendable () -> Void], whileOnMain mainWork: () async -> Void) async {
    let group = DispatchGroup()
    for worker in workers {
        group.enter()
        Thread {
            worker()
            group.leave()
        }.start()
    }
    await mainWork()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        group.notify(queue: .main) { continuation.resume() }
    }
    await drainMainQueue()
}

/// Answers "is this the main queue?" for the tests' own checks, without
/// relying on the library's internal answer.
enum TestMainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }
}

/// Lets other threads run; for loops that poll a ``LockedFlag``.
func yieldThread() {
    sched_yield()
}
