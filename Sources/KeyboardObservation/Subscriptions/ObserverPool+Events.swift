extension ObserverPool {
    /// Keyboard events as an `AsyncStream` of `(event, info)` pairs.
    ///
    /// The subscription is made now, so nothing posted before the loop starts
    /// is lost. It ends, and the pool lets go of its observer, when the
    /// iterating task is cancelled, when a second loop waits beside the
    /// first (the stream ends for both), or when the stream and its iterator
    /// are gone; the stream keeps this pool alive until then. Cancel the
    /// task when its owner goes: a loop that only drops out on
    /// `guard let self` waits for the next event first.
    ///
    /// ```swift
    /// let task = Task { @MainActor in
    ///     for await (event, _) in ObserverPool.shared.events([.willShow, .willHide]) {
    ///         model.isKeyboardUp = event == .willShow   // a model, not a layout
    ///     }
    /// }
    /// ```
    ///
    /// Elements arrive after UIKit's post has returned, so a loop is never
    /// inside the keyboard's animation: lay out with ``observe(_:followingLiveFrames:handler:)``
    /// or a protocol client. While the loop is busy, events wait: shows and
    /// hides in order; a frame change replaces a pending one of its kind since
    /// the last show or hide; at most 64, the oldest dropped first. With
    /// `followingLiveFrames: true` it also yields the frames of an interactive
    /// dismissal, each as an unanimated `willChangeFrame`.
    @MainActor
    public func events(
        _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
        followingLiveFrames: Bool = false
    ) -> AsyncStream<(event: KeyboardEvent, info: KeyboardInfo)> {
        KeyboardEventStream(pool: self, mask: KeyboardEventMask(events, followingLiveFrames: followingLiveFrames))
            .makeStream()
    }
}

/// What stands behind one `events()` stream, held by the stream's closures:
/// the buffer its handler fills and the token of its subscription, which
/// ends when the task is cancelled, when the stream ends (a second consumer
/// ended it), or when the stream and its iterator are gone (this object's
/// token is then released). It holds the pool until the stream ends, so the
/// pool lives as long as the stream is iterated.
final class KeyboardEventStream: Sendable {
    typealias Element = KeyboardEventBuffer<Never>.Element

    /// The pool, let go of when the stream ends.
    private let pool: LockIsolated<ObserverPool?>
    private let storage: PoolStorage
    private let buffer: LockIsolated<KeyboardEventBuffer<UnsafeContinuation<Element?, Never>>>
    private let subscription: KeyboardSubscription

    @MainActor
    init(pool: ObserverPool, mask: KeyboardEventMask) {
        let buffer = LockIsolated(KeyboardEventBuffer<UnsafeContinuation<Element?, Never>>())
        let handler = KeyboardEventHandler { event, info in
            let element = (event: event, info: info)
            buffer.withLock { $0.push(element) }?.resume(returning: element)
        }
        pool.storage.subscribe(.events(handler), to: mask)
        self.pool = LockIsolated(pool)
        storage = pool.storage
        self.buffer = buffer
        subscription = KeyboardSubscription(storage: pool.storage, handler: handler)
    }

    func makeStream() -> AsyncStream<(event: KeyboardEvent, info: KeyboardInfo)> {
        AsyncStream { await self.next() } onCancel: { self.cancel() }
    }

    /// The next element, waiting for one; `nil` once the stream ended, which
    /// ends its subscription too: `AsyncStream(unfolding:)` asks no more after
    /// a `nil` (a second consumer waiting beside the first gets one at once).
    func next() async -> Element? {
        let element = await withUnsafeContinuation { continuation in
            switch buffer.withLock({ $0.next(continuation) }) {
            case .resume(let element): continuation.resume(returning: element)
            case .suspend: storage.counters?.consumerWaits()
            }
        }
        if element == nil { cancel() }
        return element
    }

    /// Ends the stream and its subscription, and lets go of the pool; safe from any thread.
    func cancel() {
        subscription.cancel()
        buffer.withLock { $0.finish() }?.resume(returning: nil)
        // NB: taken out under the lock, released after it: the pool's deinit may run then.
        let released = pool.withLock { pool in
            defer { pool = nil }
            return pool
        }
        withExtendedLifetime(released) {}
    }
}
