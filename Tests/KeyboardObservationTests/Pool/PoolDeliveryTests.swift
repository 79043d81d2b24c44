import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Where and in what order a pool delivers.
@MainActor
struct PoolDeliveryTests {
    /// Tags a post with its thread and sequence number, so order can be checked.
    nonisolated static func tagged(thread: Int, sequence: Int) -> KeyboardInfo {
        KeyboardInfo(
            beginFrame: .zero,
            endFrame: CGRect(x: Double(thread), y: Double(sequence), width: 390, height: 300),
            animationDuration: 0.25, animationCurve: .keyboard, isLocal: true
        )
    }

    @Test func mainQueuePostIsDeliveredBeforePostReturns() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        fixture.keyboard.post(.willShow, info: keyboardInfo())
        #expect(client.events == [.willShow])
    }

    @Test func offMainPostIsDeliveredOnTheMainActorLater() async {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        let keyboard = fixture.keyboard
        client.onReceive = { _, _ in
            dispatchPrecondition(condition: .onQueue(.main))
        }
        await runOffMain {
            keyboard.post(.willShow, info: keyboardInfo())
        }
        #expect(client.events == [.willShow])
    }

    @Test func offMainPostsArriveInPostingOrder() async {
        let fixture = PoolFixture()
        let client = RecordingClient(events: [.willChangeFrame])
        fixture.pool.subscribe(client)
        let keyboard = fixture.keyboard
        await runOffMain {
            for sequence in 0..<500 {
                keyboard.post(.willChangeFrame, info: Self.tagged(thread: 0, sequence: sequence))
            }
        }
        #expect(client.received.map { Int($0.info.endFrame.minY) } == Array(0..<500))
    }

    @Test func anOffMainPostIsQueuedOnTheMainQueueBeforePostReturns() async {
        // The main queue is held while another thread posts, then queues a
        // marker: FIFO puts every delivery before the marker only if each was
        // queued on the main queue before its `post` returned. A delivery
        // that first hops through another queue lands behind the marker.
        let fixture = PoolFixture()
        let client = RecordingClient(events: [.willChangeFrame])
        fixture.pool.subscribe(client)
        let keyboard = fixture.keyboard
        let seenByMarker = LockIsolated<[Int]>([])
        DispatchQueue.global().sync {
            for sequence in 0..<200 {
                keyboard.post(.willChangeFrame, info: Self.tagged(thread: 0, sequence: sequence))
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    seenByMarker.withLock { $0 = client.received.map { Int($0.info.endFrame.minY) } }
                }
            }
        }
        #expect(client.received.isEmpty)   // nothing yet: the main queue was held
        await nextMainQueueTurn()
        #expect(seenByMarker.current == Array(0..<200))
    }

    @Test func concurrentStormDeliversExactCountsInPerThreadOrder() async {
        let fixture = PoolFixture()
        let steady = (0..<8).map { _ in RecordingClient(events: [.willShow, .willHide, .willChangeFrame]) }
        for client in steady { fixture.pool.subscribe(client) }
        let threads = 4, posts = 400
        let keyboard = fixture.keyboard, pool = fixture.pool
        let events: [KeyboardEvent] = [.willShow, .willHide, .willChangeFrame]
        await runOffMain {
            DispatchQueue.concurrentPerform(iterations: threads + 1) { thread in
                if thread == threads {
                    // A churning thread: transient clients come and go, sweeps run.
                    for round in 0..<200 {
                        DispatchQueue.main.async {
                            MainActor.assumeIsolated {
                                let transient = RecordingClient()
                                pool.subscribe(transient)
                                if round.isMultiple(of: 2) { pool.unsubscribe(transient) }
                            }
                        }
                        pool.sweep()
                    }
                    return
                }
                for sequence in 0..<posts {
                    keyboard.post(events[sequence % 3], info: Self.tagged(thread: thread, sequence: sequence))
                }
            }
        }
        for client in steady {
            #expect(client.received.count == threads * posts)
            for thread in 0..<threads {
                let order = client.received.filter { Int($0.info.endFrame.minX) == thread }.map { Int($0.info.endFrame.minY) }
                #expect(order == Array(0..<posts))
            }
        }
        pool.sweep()
        #expect(pool.count == steady.count)
    }

    @Test func badPostReachesNobodyAndIsReportedAndTheNextGoodPostReachesEveryone() {
        let center = NotificationCenter()
        let reported = LockIsolated<[(KeyboardEvent, KeyboardInfoError)]>([])
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil) { event, error in
            reported.append((event, error))
        }
        let keyboard = KeyboardSimulator(notificationCenter: center)
        let clients = (0..<3).map { _ in RecordingClient() }
        for client in clients { pool.subscribe(client) }
        keyboard.post(.willShow, userInfo: nil)
        keyboard.post(.willShow, userInfo: [KeyboardUserInfoKey.frameEnd: NSNumber(value: 1)])
        #expect(clients.allSatisfy { $0.events.isEmpty })
        #expect(reported.current.map(\.0) == [.willShow, .willShow])
        #expect(reported.current.map(\.1.key) == [nil, KeyboardUserInfoKey.frameEnd])
        keyboard.post(.willHide, info: keyboardInfo())
        #expect(clients.allSatisfy { $0.events == [.willHide] })
    }

    @Test func aBadPostFromAnotherThreadIsReportedOnThatThreadBeforePostReturns() {
        let center = NotificationCenter()
        // Each report records the thread it ran on (its Foundation `Thread`, by
        // identity: Linux truncates and reuses thread names).
        let reports = LockIsolated<[(event: KeyboardEvent, thread: ObjectIdentifier)]>([])
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil) { event, _ in
            reports.append((event, ObjectIdentifier(Thread.current)))
        }
        let keyboard = KeyboardSimulator(notificationCenter: center)
        let client = RecordingClient()
        pool.subscribe(client)
        // The main actor waits for the poster, so a report that hopped to the
        // main queue (or anywhere else) is not there when `post` returns.
        let reportedWhenPostReturned = LockIsolated<[(event: KeyboardEvent, thread: ObjectIdentifier)]>([])
        let poster = LockIsolated<ObjectIdentifier?>(nil)
        onBackgroundThread(named: "poster") {
            poster.withLock { $0 = ObjectIdentifier(Thread.current) }
            keyboard.post(.willHide, userInfo: [KeyboardUserInfoKey.frameEnd: "nonsense"])
            reportedWhenPostReturned.withLock { $0 = reports.current }
        }
        #expect(reportedWhenPostReturned.current.map(\.event) == [.willHide])
        #expect(reportedWhenPostReturned.current.map(\.thread) == [poster.current])
        #expect(client.events.isEmpty)
        withExtendedLifetime(pool) {}
    }

    @Test func queuedDeliveryDoesNotKeepThePoolAlive() async {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(notificationCenter: center)
        let client = RecordingClient()
        weak var probe: ObserverPool?
        var pool: ObserverPool? = ObserverPool(notificationCenter: center, sweepInterval: nil)
        probe = pool
        pool?.subscribe(client)
        // Posted off-main: the delivery waits on the main queue, which this test holds.
        DispatchQueue.global().sync { keyboard.post(.willShow, info: keyboardInfo()) }
        pool = nil
        #expect(probe == nil)
        await nextMainQueueTurn()
        #expect(client.events.isEmpty)
    }
}
