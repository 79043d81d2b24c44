import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// The recorder: what it takes, when, and that it leaves nothing behind.
@MainActor
struct KeyboardTraceRecorderTests {
    private let fixture = PoolFixture()

    private func events(_ trace: KeyboardTrace) -> [KeyboardEvent] {
        trace.steps.compactMap { step in
            guard case .post(let post) = step.kind else { return nil }
            return post.event
        }
    }

    @Test func itRecordsFromItsCreationOnStartingWithTheKeyboardThen() {
        fixture.keyboard.show(height: 336)
        let recorder = KeyboardTraceRecorder(pool: fixture.pool)
        #expect(recorder.trace.steps.map(\.kind) == [.start(fixture.pool.keyboardState)])
        fixture.keyboard.hide()
        #expect(events(recorder.trace) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
    }

    @Test func itRecordsNothingAPoolDoesNotTakeIn() {
        // Guide readings reach a pool only while something on it follows live frames.
        let recorder = KeyboardTraceRecorder(pool: fixture.pool)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 200)
        #expect(!recorder.trace.steps.contains { if case .guideLayout = $0.kind { true } else { false } })
        let following = fixture.pool.observe(followingLiveFrames: true) { _, _ in }
        fixture.keyboard.drag(height: 150)
        #expect(recorder.trace.steps.last?.kind == .guideLayout(KeyboardTrace.GuideLayout(
            guideFrame: TestScreen.docked(height: 150), viewFrame: TestScreen.phone, restingBandHeight: 0,
            screenBounds: TestScreen.phone
        )))
        withExtendedLifetime(following) {}
    }

    @Test func theTraceIsAValue() {
        let recorder = KeyboardTraceRecorder(pool: fixture.pool)
        fixture.keyboard.show(height: 336)
        let shown = recorder.trace
        fixture.keyboard.hide()
        #expect(events(shown) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        #expect(recorder.trace.steps.count == shown.steps.count + 4)
    }

    @Test func timesAreSecondsSinceTheRecorderWasCreated() {
        let now = Locked(Date(timeIntervalSince1970: 1_000))
        let recorder = KeyboardTraceRecorder(pool: fixture.pool) { now.current }
        now.withValue { $0 += 0.5 }
        fixture.keyboard.post(.willShow, info: keyboardInfo(end: TestScreen.docked(height: 336)))
        now.withValue { $0 += 0.25 }
        fixture.keyboard.post(.didShow, info: keyboardInfo(end: TestScreen.docked(height: 336)))
        #expect(recorder.trace.steps.map(\.time) == [0, 0.5, 0.75])
    }

    @Test func itLeavesNothingBehind() {
        let count = fixture.pool.count
        weak var tape: KeyboardTraceTape?
        do {
            let recorder = KeyboardTraceRecorder(pool: fixture.pool)
            tape = recorder.tape
            fixture.keyboard.show(height: 336)
            #expect(fixture.pool.count == count, "it subscribes to nothing")
        }
        let isGone = tape == nil   // NB: a Bool, so a failure does not reflect the tape's lock box
        #expect(isGone, "the pool let go of what recorded for it")
        fixture.keyboard.hide()
        #expect(fixture.pool.keyboardState.placement == .hidden)
    }

    @Test func recordersOnOnePoolRecordApart() {
        let first = KeyboardTraceRecorder(pool: fixture.pool)
        fixture.keyboard.show(height: 336)
        weak var gone: KeyboardTraceTape?
        do {
            let second = KeyboardTraceRecorder(pool: fixture.pool)
            gone = second.tape
            fixture.keyboard.hide()
            #expect(events(second.trace) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
        }
        let isGone = gone == nil
        #expect(isGone)
        fixture.keyboard.show(height: 250)
        #expect(events(first.trace).count == 12)
    }

    @Test func postsFromOtherThreadsAreRecordedInArrivalOrder() async {
        let recorder = KeyboardTraceRecorder(pool: fixture.pool)
        let keyboard = fixture.keyboard
        await runOffMain {
            for height in stride(from: 100, through: 300, by: 50) {
                keyboard.post(.willChangeFrame, info: keyboardInfo(end: TestScreen.docked(height: CGFloat(height))))
            }
        }
        let heights = recorder.trace.steps.compactMap { step -> CGFloat? in
            guard case .post(let post) = step.kind, case .rect(let end) = post.userInfo?[KeyboardUserInfoKey.frameEnd]
            else { return nil }
            return end.height
        }
        #expect(heights == [100, 150, 200, 250, 300])
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 300))
    }
}
