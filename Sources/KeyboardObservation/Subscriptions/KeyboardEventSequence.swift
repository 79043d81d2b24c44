/// Keyboard events from an ``ObserverPool`` as an `AsyncSequence`.
///
/// Made by ``ObserverPool/events(_:)``. The subscription starts when the
/// sequence is made, so nothing posted between making it and iterating it is
/// lost. It ends, and the pool lets go of its observer, when the iteration
/// ends: a `break` (or `return`, or `throw`) out of the loop, cancellation
/// of the iterating task, or releasing the sequence without iterating it.
///
/// ```swift
/// let task = Task { @MainActor in
///     for await (event, info) in ObserverPool.shared.events([.willShow, .willHide]) {
///         model.keyboardHeight = event == .willShow ? info.endFrame.height : 0
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
/// (use ``ObserverPool/observe(_:handler:)`` or a protocol client for that).
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
public struct KeyboardEventSequence: AsyncSequence, Sendable {
    /// One keyboard event with its payload, decoded once by the pool.
    public typealias Element = (event: KeyboardEvent, info: KeyboardInfo)

    let iteration: KeyboardEventIteration

    @MainActor
    init(pool: ObserverPool, events: Set<KeyboardEvent>) {
        iteration = KeyboardEventIteration(pool: pool, events: events)
    }

    /// The sequence's iterator; the first one made consumes the events.
    public func makeAsyncIterator() -> Iterator {
        Iterator(iteration: iteration.claimConsumer() ? iteration : nil)
    }

    /// Iterates a ``KeyboardEventSequence``; dropping it ends the subscription.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        private let consumer: KeyboardEventConsumer?

        init(iteration: KeyboardEventIteration?) {
            consumer = iteration.map(KeyboardEventConsumer.init)
        }

        /// The next event, in posting order (see the buffering policy), or
        /// `nil` once the iteration has ended or its task is cancelled.
        public func next() async -> Element? {
            guard let consumer, !Task.isCancelled else {
                consumer?.iteration.end()
                return nil
            }
            let iteration = consumer.iteration
            return await withTaskCancellationHandler {
                await iteration.channel.next()
            } onCancel: {
                iteration.end()
            }
        }
    }
}

/// The iterator's hold on an iteration; when the iterator is dropped, it ends.
final class KeyboardEventConsumer: Sendable {
    let iteration: KeyboardEventIteration

    init(_ iteration: KeyboardEventIteration) {
        self.iteration = iteration
    }

    deinit {
        iteration.end()
    }
}
