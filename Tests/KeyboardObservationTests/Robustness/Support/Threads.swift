import Dispatch

/// Runs `body` on a background thread and waits for it to finish.
///
/// Blocking the caller is the point: a post made here is queued for the main
/// queue, and cannot be delivered before the (main-actor) caller goes on.
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        body()
        done.signal()
    }
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

/// Runs `workers` bodies on background threads at once, and returns when all
/// have finished, letting the main queue run meanwhile.
@MainActor
func runInBackground(_ workers: [@Sendable () -> Void], whileOnMain mainWork: () async -> Void) async {
    let group = DispatchGroup()
    for worker in workers {
        DispatchQueue.global().async(group: group, execute: worker)
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
