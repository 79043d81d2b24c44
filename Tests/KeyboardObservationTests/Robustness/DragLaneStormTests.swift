import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// A drag's frames on the main actor racing tokens cancelled, clients
/// unsubscribed and sweeps on other threads: each of those ends or
/// invalidates the drag's lane while frames run. Run under the thread
/// sanitizer by `.ci/tsan.sh`: a data race on the lane's way fails CI even
/// when every expectation holds.
@MainActor
struct DragLaneStormTests {
    @Test func framesRacingCancelsUnsubscribesAndSweepsCallNothingCancelledAndMissNothing() async {
        let fixture = PoolFixture()
        let pool = fixture.pool
        let views = (0..<4).map { _ in FakeView() }
        let constraints = (0..<4).map { _ in FakeConstraint(constant: 0) }
        let behaviors = zip(constraints, views).map { constraint, view in
            KeyboardConstraintBehavior(constraint: constraint, measuring: view, pool: pool, animation: .immediate)
        }
        let followers = 24
        let calls = LockIsolated([Int](repeating: 0, count: followers))
        let tokens = (0..<followers).map { index in
            pool.observeChanges(followingLiveFrames: true) { _ in calls.withLock { $0[index] += 1 } }
        }
        // After each frame, a message for the worker below: a token to cancel and a client to unsubscribe.
        let handOffs = Mailbox<(token: KeyboardSubscription?, client: RecordingClient)>()
        let cancelled = LockIsolated<Set<Int>>([])
        fixture.keyboard.show(height: 336)

        let worker: @Sendable () -> Void = {
            while let messages = handOffs.receive() {
                for message in messages {
                    message.token?.cancel()
                    pool.unsubscribe(message.client)
                    _ = pool.sweep()
                    _ = pool.count
                }
            }
        }
        await runInBackground([worker]) {
            for frame in 0..<240 {
                fixture.keyboard.drag(height: 100 + CGFloat(frame % 200))
                let client = RecordingClient()
                pool.subscribe(client)
                var token: KeyboardSubscription?
                if frame.isMultiple(of: 20), frame / 20 < followers {
                    token = tokens[frame / 20]
                    cancelled.withLock { _ = $0.insert(frame / 20) }
                }
                handOffs.send((token, client))
                await Task.yield()
            }
            handOffs.close()
        }

        let before = calls.current
        fixture.keyboard.drag(height: 80)
        let after = calls.current
        for index in 0..<followers {
            let isCancelled = cancelled.current.contains(index)
            #expect(after[index] == before[index] + (isCancelled ? 0 : 1), "follower \(index), cancelled: \(isCancelled)")
        }
        #expect(constraints.allSatisfy { $0.keyboardConstant == 46 })
        withExtendedLifetime((behaviors, tokens)) {}
    }
}
