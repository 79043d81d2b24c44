/// One run of a ``KeyboardEventSequence``: the pool subscription feeding a
/// channel, ended exactly once.
///
/// The sequence and its iterator share it. It ends when its consumer's task
/// is cancelled, when the iterator is dropped (a `break` out of `for await`),
/// or when nothing refers to it any more; ending cancels the subscription,
/// so the pool lets go of its observer at once.
final class KeyboardEventIteration: Sendable {
    let channel: KeyboardEventChannel
    private let subscription: KeyboardSubscription
    /// Held strongly: a running iteration is one of the pool's owners, so it
    /// never waits on a pool that has been freed.
    private let pool: ObserverPool
    private let claim = SubscriptionGate()

    @MainActor
    init(pool: ObserverPool, events: Set<KeyboardEvent>) {
        let channel = KeyboardEventChannel()
        self.channel = channel
        self.pool = pool
        self.subscription = pool.observe(events) { event, info in
            channel.push((event: event, info: info))
        }
    }

    deinit {
        end()
    }

    /// Claims the right to consume; only the first caller gets `true`.
    func claimConsumer() -> Bool {
        claim.close()
    }

    /// Cancels the subscription and finishes the channel; safe to repeat.
    func end() {
        subscription.cancel()
        channel.finish()
    }
}
