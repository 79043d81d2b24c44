/// Keyboard events from an ``ObserverPool/events(_:followingLiveFrames:)``
/// call: an `AsyncStream` of `(event, info)` pairs.
public typealias KeyboardEventSequence = AsyncStream<(event: KeyboardEvent, info: KeyboardInfo)>

/// One run of a ``KeyboardEventSequence``: its channel and its pool subscription.
///
/// The stream's closures hold it; when the stream and its iterator are gone,
/// or the iterating task is cancelled, the subscription ends.
final class KeyboardEventRun: Sendable {
    let channel = KeyboardEventChannel.makeChannel()
    /// Removes the observer and finishes the channel when cancelled or
    /// released. Its cancel action holds the pool strongly, so a running
    /// sequence is one of the pool's owners.
    let subscription: KeyboardSubscription

    @MainActor
    init(pool: ObserverPool, mask: KeyboardEventMask) {
        let channel = channel
        subscription = pool.subscribe(mask: mask) { event, info in
            channel.push((event: event, info: info))
        } onCancel: { observer in
            {
                withExtendedLifetime(pool) { observer.unsubscribe() }
                channel.finish()
            }
        }
    }

    deinit {
        subscription.cancel()
    }

    /// The stream over this run: each `next()` takes the channel's next element.
    var stream: KeyboardEventSequence {
        KeyboardEventSequence { [self] in
            await channel.next(isolation: nil)
        } onCancel: { [self] in
            subscription.cancel()
        }
    }
}
