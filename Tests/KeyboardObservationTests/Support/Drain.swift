import Dispatch

/// Waits until every block queued on the main queue before this call has run.
///
/// Deliveries of off-main posts are queued there in FIFO order, so after
/// `await drainMainQueue()` every delivery queued so far has happened.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Runs `work` on a background thread and returns once it has finished and
/// everything it queued on the main queue has run.
@MainActor
func runOffMain(_ work: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            work()
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
