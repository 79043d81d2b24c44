/// Keyboard events from an ``ObserverPool/events(_:followingLiveFrames:)``
/// call: an `AsyncStream` of `(event, info)` pairs.
public typealias KeyboardEventSequence = AsyncStream<(event: KeyboardEvent, info: KeyboardInfo)>

/// The pool client behind one `events()` stream: it pushes each event into
/// the stream's channel.
///
/// The stream's one closure holds it strongly and the pool weakly, like any
/// client; when the stream and its iterator are gone, it unsubscribes from
/// its `deinit`, so the pool's count drops at once. It holds its pool strongly, so a running stream is one of
/// the pool's owners.
@MainActor
final class KeyboardEventStreamClient: KeyboardObservable {
    let channel = KeyboardEventChannel.makeChannel()
    private let pool: ObserverPool

    init(pool: ObserverPool, mask: KeyboardEventMask) {
        self.pool = pool
        pool.subscribe(self, mask: mask)
    }

    deinit {
        pool.storage.unsubscribe(deinitializing: ObjectIdentifier(self))
        channel.finish()
    }

    /// Ends the stream at once (its task was cancelled); safe from any thread.
    nonisolated func cancel() {
        pool.unsubscribe(self)
        channel.finish()
    }

    /// Never read: the pool subscribes this client with an explicit mask.
    var observedKeyboardEvents: Set<KeyboardEvent> {
        KeyboardEvent.everyEvent
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {
        channel.push((event: event, info: info))
    }

    /// The stream: each `next()` takes the channel's next element.
    var stream: KeyboardEventSequence {
        KeyboardEventSequence { [self] in
            await withTaskCancellationHandler {
                await channel.next(isolation: nil)
            } onCancel: {
                cancel()
            }
        }
    }
}
