import Foundation
import KeyboardObservation

/// Section (correctness, with a throughput beside an in-run peer): several
/// threads post willShow/willHide/willChangeFrame as fast as they can while
/// other threads churn subscriptions and the sweeper runs every few
/// milliseconds off the main queue. Every steady client must receive every
/// post exactly once, each thread's posts in order.
@MainActor
enum Storm {
    /// What the storm ran, delivered and left.
    struct Result: Codable {
        var plan: StormPlan
        var deliveries: StormDeliveries
        var churn: StormChurn
        /// Posts per second, posted → delivered on the main queue.
        var eventsPerSecond: Double
        /// The same posts through NotificationCenter with per-client observers, in the same run.
        var peer: StormPeer.Result
    }

    /// How long a churn thread rests between batches, in seconds.
    private nonisolated static let churnPause = 0.000_5

    /// How long deliveries may stall after the last post before the rest count as lost.
    private static let stallLimit: UInt64 = 10_000_000_000

    static func measure(_ sizes: StressSizes, _ steps: StepSignal) -> Result {
        let center = NotificationCenter()
        let scheduler = CountingSweepScheduler(base: DispatchSweepScheduler(queue: DispatchQueue(label: "stress.sweeper")))
        let (pool, probe) = PoolProbe.pool(on: center, sweepInterval: sizes.stormSweepInterval, sweepScheduler: scheduler)
        let steady = (0..<sizes.stormSteadyClients).map { _ in StormClient(threads: sizes.stormThreads) }
        for client in steady { client.subscribeOnKeyboardNotifications(in: pool) }

        let posters = DispatchGroup()
        let churners = DispatchGroup()
        let stop = StormSignal()
        let churned = StormSignal()
        let start = Measure.now()
        for thread in 0..<sizes.stormThreads {
            spawn(posters) { post(center: center, thread: thread, count: sizes.stormPostsPerThread) }
        }
        for _ in 0..<sizes.stormChurnThreads {
            spawn(churners) { churn(pool: pool, until: stop, counting: churned) }
        }

        let expected = sizes.stormThreads * sizes.stormPostsPerThread * steady.count
        let delivered = awaitDeliveries(to: steady, expected: expected, posters: posters)
        let elapsed = Double(Measure.now() - start) / 1e9
        stop.stop()
        while churners.wait(timeout: .now()) == .timedOut {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
        drainMainQueue()
        pool.sweep()

        let plan = StormPlan(
            threads: sizes.stormThreads, postsPerThread: sizes.stormPostsPerThread, steadyClients: steady.count,
            cores: ProcessInfo.processInfo.activeProcessorCount
        )
        steps.stepEnded()
        let peer = StormPeer.run(threads: plan.threads, postsPerThread: plan.postsPerThread, clients: plan.steadyClients)
        steps.stepEnded()
        return Result(
            plan: plan,
            deliveries: StormDeliveries(expected: expected, delivered: delivered, outOfOrder: steady.reduce(0) { $0 + $1.outOfOrder }),
            churn: StormChurn(decodes: probe.decodes, churnedClients: churned.count, sweeps: scheduler.ticks.count,
                              poolCountAfter: pool.count),
            eventsPerSecond: Double(plan.posts) / elapsed,
            peer: peer
        )
    }

    /// Runs the main queue until every expected delivery arrived, or until
    /// the posters are done and nothing has arrived for ``stallLimit``.
    private static func awaitDeliveries(to steady: [StormClient], expected: Int, posters: DispatchGroup) -> Int {
        var delivered = 0
        var lastProgress = Measure.now()
        while true {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
            let now = steady.reduce(0) { $0 + $1.received }
            let postersDone = posters.wait(timeout: .now()) == .success
            if now != delivered {
                delivered = now
                lastProgress = Measure.now()
            }
            if postersDone, delivered >= expected { return delivered }
            if postersDone, Measure.now() - lastProgress > stallLimit { return delivered }
        }
    }

    /// Lets blocks already queued for the main queue run.
    private static func drainMainQueue() {
        let until = Date(timeIntervalSinceNow: 0.05)
        while Date() < until {
            _ = RunLoop.main.run(mode: .default, before: until)
        }
    }

    private static func spawn(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        Thread {
            body()
            group.leave()
        }.start()
    }

    private nonisolated static func post(center: NotificationCenter, thread: Int, count: Int) {
        for sequence in 0..<count {
            center.post(
                name: StormPost.event(sequence).notificationName,
                object: nil,
                userInfo: StormPost.userInfo(thread: thread, sequence: sequence)
            )
        }
    }

    /// Subscribes batches of new clients on the main queue, then from this
    /// thread unsubscribes half of them and drops them all (the other half
    /// die subscribed and are left to the sweeper and the fan-out).
    private nonisolated static func churn(pool: ObserverPool, until stop: StormSignal, counting churned: StormSignal) {
        while !stop.isStopped {
            let batch = (0..<16).map { _ in ChurnClient() }
            let subscribed = DispatchSemaphore(value: 0)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    for client in batch { client.subscribeOnKeyboardNotifications(in: pool) }
                }
                subscribed.signal()
            }
            subscribed.wait()
            for client in batch.prefix(batch.count / 2) { pool.unsubscribe(client) }
            churned.add(batch.count)
            // Churn, not flood: the main queue is there to deliver the storm.
            Thread.sleep(forTimeInterval: churnPause)
        }
    }
}
