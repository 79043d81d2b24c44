import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Posts, subscribes, unsubscribes, sweeps and releases racing each other on
/// several threads. Run under the thread sanitizer by `.ci/tsan.sh`: a data
/// race anywhere on these paths fails CI even when every expectation holds.
@MainActor
struct ConcurrencyStormTests {
    /// Rounds of 50 client releases racing an off-main sweeper; enough that
    /// a sweep holding the last reference happens in most runs.
    static let releaseRounds = 80

    @Test func postsSubscribesUnsubscribesAndSweepsRaceWithoutLosingOrReorderingDeliveries() async {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(notificationCenter: center)
        let invalid = LockIsolated<[InvalidPost]>([])
        // The periodic sweeper ticks when the worker below advances time, on that worker's thread.
        let scheduler = ManualSweepScheduler()
        let pool = ObserverPool(
            notificationCenter: center, sweepInterval: 1, sweepScheduler: scheduler,
            onInvalidNotification: invalid.recorder()
        )
        let steady = (0..<3).map { _ in RecordingClient() }
        for client in steady { pool.subscribe(client) }
        let (senders, postsPerSender, mainPosts) = (3, 400, 300)
        // After each main-actor post, a message for the worker below: a
        // client to unsubscribe there, or `nil` for a tick of the sweeper alone.
        let handOffs = Mailbox<RecordingClient?>()
        var probes = WeakProbes()

        var workers: [@Sendable () -> Void] = (0..<senders).map { sender in
            { NumberedPosts.postAll(postsPerSender, from: sender, through: keyboard) }
        }
        workers.append {
            while let messages = handOffs.receive() {
                for message in messages {
                    if let client = message { pool.unsubscribe(client) }
                    scheduler.advance(by: 1)
                    _ = pool.count
                }
            }
        }
        await runInBackground(workers) {
            for sequence in 0..<mainPosts {
                let client = RecordingClient(events: sequence.isMultiple(of: 3) ? [.willShow] : Set(KeyboardEvent.allCases))
                pool.subscribe(client)
                probes.watch(client)
                NumberedPosts.post(sequence, from: NumberedPosts.mainSender, through: keyboard)
                var handOff: RecordingClient?
                switch sequence % 4 {
                case 0: pool.unsubscribe(client)
                case 1: handOff = client
                case 2: pool.sweep()
                default: break  // dropped while subscribed: a stray
                }
                handOffs.send(handOff)
                await Task.yield()
            }
            handOffs.close()
        }

        for client in steady {
            for sender in 0..<senders {
                #expect(NumberedPosts.received(by: client, from: sender) == NumberedPosts.wellFormed(postsPerSender))
            }
            #expect(NumberedPosts.received(by: client, from: NumberedPosts.mainSender) == NumberedPosts.wellFormed(mainPosts))
        }
        let malformed = senders * NumberedPosts.malformedCount(postsPerSender) + NumberedPosts.malformedCount(mainPosts)
        #expect(invalid.current.count == malformed)
        // A client the periodic sweeper loaded last was handed to the main
        // queue, which has run everything the workers queued by now.
        #expect(probes.aliveCount == 0)
        pool.sweep()
        #expect(pool.count == steady.count)
    }

    @Test func poolsReleasedWhileOtherThreadsPostDeliverNothingAfterRelease() async {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(notificationCenter: center)
        let workers: [@Sendable () -> Void] = (0..<2).map { sender in
            { NumberedPosts.postAll(1_500, from: sender, through: keyboard) }
        }
        var probes: [PoolProbe] = []
        await runInBackground(workers) {
            for _ in 0..<40 {
                let client = RecordingClient()
                let probe = await PoolProbe.releasedPool(on: center, subscribing: client) {
                    await Task.yield()
                    await Task.yield()
                }
                #expect(probe.pool == nil)
                let deliveredBeforeRelease = client.received.count
                keyboard.show(height: 200)
                await nextMainQueueTurn()
                #expect(client.received.count == deliveredBeforeRelease, "a post after release was delivered")
                probes.append(probe)
            }
        }
        // A sender may still hold a released pool's storage while it posts;
        // once the senders are done and their deliveries drained, none may.
        #expect(probes.allSatisfy { $0.storage == nil }, "a released pool's storage outlived the posts in flight")
    }

    @Test func oneClientSubscribedOnMainWhileUnsubscribedElsewhereEndsWithOneObserver() async {
        let fixture = PoolFixture()
        let pool = fixture.pool
        let client = RecordingClient()
        let others = (0..<8).map { _ in RecordingClient() }
        await runInBackground([{ for _ in 0..<3_000 { pool.unsubscribe(client) } }]) {
            for round in 0..<3_000 {
                pool.subscribe(client)
                pool.subscribe(others[round % others.count], to: [.didHide])
                if round.isMultiple(of: 100) { await Task.yield() }
            }
        }
        pool.subscribe(client)
        #expect(pool.count == others.count + 1)
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(client.events == [.willShow])
        #expect(others.allSatisfy { $0.events.isEmpty })
    }

    @Test func clientsReleasedDuringOffMainSweepsAreAlwaysDeinitialisedOnTheMainQueue() async {
        let pool = PoolFixture().pool
        let deaths = LockIsolated<[Bool]>([])
        // One sweep off the main queue for each release on the main actor,
        // asked for just before the release, so the two run side by side.
        let sweepRequests = Mailbox<Void>()
        let sweeper: @Sendable () -> Void = {
            while let requests = sweepRequests.receive() {
                for _ in requests { _ = pool.sweep() }
            }
        }
        await runInBackground([sweeper]) {
            for _ in 0..<Self.releaseRounds {
                var clients = (0..<50).map { _ in DeinitReportingClient { deaths.append($0) } }
                for client in clients { pool.subscribe(client) }
                while !clients.isEmpty {
                    sweepRequests.send(())
                    clients.removeLast()
                    await Task.yield()
                }
            }
            sweepRequests.close()
        }
        #expect(deaths.current.count == Self.releaseRounds * 50)
        #expect(deaths.current.allSatisfy { $0 }, "\(deaths.current.count { !$0 }) clients died on a sweeping thread")
    }
}
