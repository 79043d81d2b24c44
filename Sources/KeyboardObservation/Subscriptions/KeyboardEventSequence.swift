/// Keyboard events from an ``ObserverPool`` as an `AsyncSequence`.
///
/// Made by ``ObserverPool/events(_:followingLiveFrames:)``. The subscription starts when the
/// sequence is made, so nothing posted between making it and iterating it is
/// lost. It ends, and the pool lets go of its observer, when the iteration
/// ends: a `break` (or `return`, or `throw`) out of the loop, cancellation
/// of the iterating task, or releasing the sequence without iterating it.
///
/// ```swift
/// let task = Task { @MainActor in
///     for await (event, _) in ObserverPool.shared.events([.willShow, .willHide]) {
///         model.isKeyboardUp = event == .willShow   // a model, not a layout: this runs after UIKit's post
///     }
/// }
/// task.cancel()   // ends the loop and the subscription
/// ```
///
/// Single-pass, like `AsyncStream`: the first iterator consumes; another
/// iterator of the same sequence ends at once.
///
/// **Buffering.** Elements reach the consumer asynchronously, after UIKit's
/// post has returned, so a consumer is never inside the keyboard's animation
/// (use ``ObserverPool/observe(_:followingLiveFrames:handler:)`` or a protocol client for that).
/// While the consumer is busy, events wait in a small buffer:
/// - show and hide events are kept, in order: a consumer that keeps up sees
///   every `willShow`/`willHide` pair;
/// - frame changes are newest-wins: a pending `willChangeFrame` (or
///   `didChangeFrame`) posted since the last pending show or hide is replaced
///   by a newer one of the same kind, so a burst (rotation, the predictive
///   bar toggling) costs the consumer one step and ends on the latest frame;
/// - at most 64 events wait; past that the oldest are dropped, whatever their
///   kind, so a consumer that stops reading costs bounded memory (and one that
///   falls 64 events behind may see a hide without its show).
///
/// Cancelling the task ends the iteration at once; buffered events are dropped.
///
/// **Isolation.** The iterator runs on its consumer's actor (Swift 6's
/// `next(isolation:)`), so a main-actor loop costs at most one main-queue
/// hop per element: the resumption after the post that woke it. Elements
/// already buffered are returned without suspending. Built for a deployment
/// target below iOS 18 or macOS 15, where Swift's `for await` calls the
/// nonisolated `next()` instead, a loop also hops off the main actor and
/// back. The iterator is not `Sendable`: it stays with its loop.
public struct KeyboardEventSequence: AsyncSequence, Sendable {
    /// One keyboard event with its payload, decoded once by the pool.
    public typealias Element = (event: KeyboardEvent, info: KeyboardInfo)

    let channel: KeyboardEventChannel
    /// Ends the run when cancelled or released: removes the observer and
    /// finishes the channel. Its cancel action holds the pool strongly, so a
    /// running sequence is one of the pool's owners.
    let subscription: KeyboardSubscription

    @MainActor
    init(pool: ObserverPool, events: Set<KeyboardEvent>, followingLiveFrames: Bool) {
        let channel = KeyboardEventChannel.makeChannel()
        self.channel = channel
        subscription = pool.subscribe(mask: KeyboardEventMask(events, followingLiveFrames: followingLiveFrames)) {
            event, info in
            channel.push((event: event, info: info))
        } onCancel: { observer in
            {
                withExtendedLifetime(pool) { observer.unsubscribe() }
                channel.finish()
            }
        }
    }

    /// The sequence's iterator; the first one made consumes the events.
    public func makeAsyncIterator() -> Iterator {
        Iterator(consumer: channel.claimConsumer() ? KeyboardEventConsumer(self) : nil)
    }

    /// Iterates a ``KeyboardEventSequence``; dropping it ends the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        private let consumer: KeyboardEventConsumer?

        init(consumer: KeyboardEventConsumer?) {
            self.consumer = consumer
        }

        /// The next event, in posting order (see the buffering policy), or
        /// `nil` once the iteration has ended or its task is cancelled.
        public func next() async -> Element? {
            await next(isolation: nil)
        }

        /// The next event, awaited on the caller's actor: a main-actor loop
        /// stays on the main actor.
        ///
        /// - Parameter actor: The caller's isolation; `#isolation` by default.
        /// - Returns: The next event, or `nil` once the iteration has ended
        ///   or its task is cancelled.
        public func next(isolation actor: isolated (any Actor)? = #isolation) async -> Element? {
            guard let consumer else { return nil }
            let subscription = consumer.sequence.subscription
            guard !Task.isCancelled else {
                subscription.cancel()
                return nil
            }
            let channel = consumer.sequence.channel
            return await withTaskCancellationHandler {
                await channel.next(isolation: actor)
            } onCancel: {
                subscription.cancel()
            }
        }
    }
}

@available(*, unavailable)
extension KeyboardEventSequence.Iterator: Sendable {}

/// The iterator's hold on its sequence; when the iterator is dropped, the run ends.
final class KeyboardEventConsumer: Sendable {
    let sequence: KeyboardEventSequence

    init(_ sequence: KeyboardEventSequence) {
        self.sequence = sequence
    }

    deinit {
        sequence.subscription.cancel()
    }
}
