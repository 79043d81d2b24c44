import Dispatch
import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationInstruments
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// A drag's lane: each frame is one critical section, then each behavior's
/// writer; anything else that happens to the pool ends the lane, and the
/// delivery rule holds inside a frame as outside it.
@MainActor
struct KeyboardDragLaneTests {
    private let counters = PoolCounters(countingLocks: true)
    private let fixture: PoolFixture

    init() {
        fixture = PoolFixture(counters: counters)
    }

    /// A screen: a full-screen view and a constraint lifted by the overlap above the 34 pt safe area.
    @MainActor
    struct Screen {
        let view = FakeView()
        let constraint = FakeConstraint(constant: 0)
        let behavior: KeyboardConstraintBehavior

        init(pool: ObserverPool) {
            behavior = KeyboardConstraintBehavior(
                constraint: constraint, measuring: view, pool: pool, animation: .immediate
            )
        }
    }

    private func screens(_ count: Int) -> [Screen] {
        (0..<count).map { _ in Screen(pool: fixture.pool) }
    }

    @Test func eachFrameTakesThePoolsLockOnceWhateverTheBehaviors() {
        let screens = screens(10)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 300)   // the lane starts
        let before = counters.locks
        for height in [250, 200, 150] as [CGFloat] {
            fixture.keyboard.drag(height: height)
        }
        #expect(counters.locks - before == 3)
        #expect(screens.allSatisfy { $0.constraint.keyboardConstant == 116 })
    }

    @Test func otherFollowersOfLiveFramesKeepTheirPlaceInSubscriptionOrder() {
        var order: [String] = []
        let first = Screen(pool: fixture.pool)
        let changes = fixture.pool.observeChanges(followingLiveFrames: true) { _ in order.append("changes") }
        let last = Screen(pool: fixture.pool)
        first.constraint.onWrite = { order.append("first") }
        last.constraint.onWrite = { order.append("last") }
        fixture.keyboard.show(height: 336)
        order = []
        fixture.keyboard.drag(height: 200)
        fixture.keyboard.drag(height: 150)
        #expect(order == ["first", "changes", "last", "first", "changes", "last"])
        withExtendedLifetime(changes) {}
    }

    @Test func aBehaviorDetachedByAnEarlierWriteInTheSameFrameIsNotWrittenAgain() {
        let (writer, victim) = (Screen(pool: fixture.pool), Screen(pool: fixture.pool))
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 300)
        writer.constraint.onWrite = {
            victim.behavior.detach()   // puts its base back
            victim.constraint.onWrite = { Issue.record("a detached behavior was written") }
        }
        fixture.keyboard.drag(height: 200)
        fixture.keyboard.drag(height: 150)
        #expect(writer.constraint.keyboardConstant == 116)
        #expect(victim.constraint.keyboardConstant == 0)
    }

    @Test func aTokenCancelledOnAnotherThreadDuringAFrameIsNotCalled() {
        let writer = Screen(pool: fixture.pool)
        let calls = LockIsolated(0)
        let token = LockIsolated<KeyboardSubscription?>(
            fixture.pool.observeChanges(followingLiveFrames: true) { _ in calls.increment() }
        )
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 300)
        let before = calls.current
        writer.constraint.onWrite = { onBackgroundThread { token.current?.cancel() } }
        fixture.keyboard.drag(height: 200)
        #expect(calls.current == before)
        writer.constraint.onWrite = nil
        fixture.keyboard.drag(height: 150)
        #expect(calls.current == before)
        #expect(writer.constraint.keyboardConstant == 116)
    }

    @Test func aTokenCancelledOnAnotherThreadBetweenFramesIsNotCalledAgain() async {
        let screen = Screen(pool: fixture.pool)
        let calls = LockIsolated(0)
        let token = fixture.pool.observeChanges(followingLiveFrames: true) { _ in calls.increment() }
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 300)
        fixture.keyboard.drag(height: 250)
        let before = calls.current
        await runOffMain { token.cancel() }
        fixture.keyboard.drag(height: 200)
        #expect(calls.current == before)
        #expect(screen.constraint.keyboardConstant == 166)
    }

    @Test func aFollowerSubscribedDuringADragGetsTheNextFrame() {
        let screen = Screen(pool: fixture.pool)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 300)
        let late = Screen(pool: fixture.pool)
        #expect(late.constraint.keyboardConstant == 266, "a behavior applies the keyboard as it is when made")
        fixture.keyboard.drag(height: 200)
        #expect([screen, late].allSatisfy { $0.constraint.keyboardConstant == 166 })
    }

    @Test func aSettingChangedDuringADragHoldsFromThen() {
        let screen = Screen(pool: fixture.pool)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 200)
        screen.behavior.baseConstant = 10
        #expect(screen.constraint.keyboardConstant == 176)
        fixture.keyboard.drag(height: 150)
        #expect(screen.constraint.keyboardConstant == 126)
        screen.behavior.minimumSpacing = 20
        fixture.keyboard.drag(height: 100)
        #expect(screen.constraint.keyboardConstant == 86)
    }

    @Test func aWriteThatPostsLeavesEveryBehaviorAtThePostedKeyboard() {
        let (writer, other) = (Screen(pool: fixture.pool), Screen(pool: fixture.pool))
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 300)
        var posted = false
        writer.constraint.onWrite = { [keyboard = fixture.keyboard] in
            guard !posted else { return }
            posted = true
            keyboard.show(height: 250)   // the finger let go: the keyboard springs back to another height
        }
        fixture.keyboard.drag(height: 200)
        #expect(writer.constraint.keyboardConstant == 216)
        #expect(other.constraint.keyboardConstant == 216, "the older frame was not written after the post")
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 250))
    }

    @Test func aDragThatSpringsBackToWhereItStartedPutsEveryBehaviorBack() {
        let screens = screens(3)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 250)
        fixture.keyboard.drag(height: 200)
        fixture.keyboard.show(height: 336)
        #expect(screens.allSatisfy { $0.constraint.keyboardConstant == 302 })
        fixture.keyboard.drag(height: 200)
        fixture.keyboard.hide()
        #expect(screens.allSatisfy { $0.constraint.keyboardConstant == 0 })
    }

    @Test func aTargetFreedDuringADragLivesUntilTheDragEnds() {
        weak var constraint: FakeConstraint?
        weak var behavior: KeyboardConstraintBehavior?
        fixture.keyboard.show(height: 336)
        do {
            let screen = Screen(pool: fixture.pool)
            (constraint, behavior) = (screen.constraint, screen.behavior)
            fixture.keyboard.drag(height: 200)
        }
        let heldByTheLane = constraint != nil && behavior != nil
        #expect(heldByTheLane, "the lane holds what its writers write to until the drag ends")
        fixture.keyboard.hide()
        let freed = constraint == nil && behavior == nil
        #expect(freed)
        #expect(fixture.pool.count == 0)
    }

    @Test func theLaneLetsGoWhenThePoolIsFreed() {
        weak var constraint: FakeConstraint?
        var fixture: PoolFixture? = PoolFixture()
        do {
            let screen = Screen(pool: fixture!.pool)
            constraint = screen.constraint
            fixture?.keyboard.show(height: 336)
            fixture?.keyboard.drag(height: 200)
            withExtendedLifetime(screen) {}
        }
        fixture = nil
        let freed = constraint == nil
        #expect(freed)
    }
}
