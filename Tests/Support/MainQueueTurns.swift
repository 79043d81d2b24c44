import Dispatch

/// Waits until the main queue has run everything queued before this call.
///
/// The main queue is FIFO, so after `await nextMainQueueTurn()` every
/// delivery of an off-main post queued so far has happened, and so has the
/// turn `MainQueue.nextTurn` (and the SwiftUI layer's geometry reports) defer to.
@MainActor
package func nextMainQueueTurn() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Runs `work` on a background thread and returns once it has finished and
/// everything it queued on the main queue has run.
@MainActor
package func runOffMain(_ work: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            work()
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
