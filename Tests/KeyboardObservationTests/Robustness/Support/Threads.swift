import Dispatch
import Foundation
import KeyboardObservationTestSupport

/// Runs `body` on a background thread, named `name`, and waits for it to finish.
///
/// Blocking the caller is the point: a post made here is queued for the main
/// queue, and cannot be delivered before the (main-actor) caller goes on.
func onBackgroundThread(named name: String? = nil, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        // Named from inside: Linux Foundation drops a name set before `start()`.
        if let name { Thread.current.name = name }
        body()
        done.signal()
    }.start()
    done.wait()
}

/// Runs `workers` on threads of their own, all at once, and `mainWork` on
/// the main actor meanwhile; returns when all have finished and the main
/// queue has run everything they queued.
///
/// Dedicated threads, not Dispatch's pool: a worker that sleeps until the
/// main actor sends it work (a `Mailbox`) must not hold a pool thread other
/// tests' work needs.
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
    await nextMainQueueTurn()
}
