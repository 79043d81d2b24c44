import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Interactive dismissal: UIKit posts nothing while the finger drags; live
/// frames (the keyboard layout guide on iOS 15+, `drag(height:)` here) move
/// the one state and every behavior at once, without animation.
@MainActor
struct LiveKeyboardTests {
    private let fixture = PoolFixture()

    @MainActor
    private struct Screen {
        let scrollView = FakeScrollView()
        let constraint = FakeConstraint(constant: 0)
        let container = FakeView()
        let view = FakeView()
        let behaviors: [AnyObject]

        init(pool: ObserverPool, animation: KeyboardAnimation) {
            behaviors = [
                KeyboardContentInsetBehavior(target: scrollView, pool: pool, animation: animation),
                KeyboardConstraintBehavior(constraint: constraint, measuring: container, pool: pool, animation: animation),
                KeyboardOffsetBehavior(target: view, pool: pool, animation: animation),
            ]
        }

        /// Inset, constant and offset, which all equal the overlap above the 34 pt safe area.
        var lifts: [CGFloat] {
            [scrollView.keyboardBottomInsets.content, constraint.keyboardConstant, view.keyboardObservationOffset]
        }
    }

    @Test func eachDragMovesEveryBehaviorAndTheStateAtOnceWithoutAnimation() {
        let recorder = AnimationRecorder()
        let screen = Screen(pool: fixture.pool, animation: recorder.animation)
        fixture.keyboard.show(height: 336)
        #expect(screen.lifts == [302, 302, 302])
        let animatedBeforeDrag = recorder.infos.count
        for height in [300, 200, 120] as [CGFloat] {
            fixture.keyboard.drag(height: height)
            #expect(screen.lifts == Array(repeating: height - 34, count: 3))
            #expect(fixture.pool.keyboardState.bottomOverlap(on: TestScreen.phone) == height)
        }
        #expect(recorder.infos.count == animatedBeforeDrag, "drag frames are written at once, never animated")
    }

    @Test func aDragEndedByAHideBringsEverythingToRest() {
        let screen = Screen(pool: fixture.pool, animation: .immediate)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 150)
        fixture.keyboard.hide()
        #expect(screen.lifts == [0, 0, 0])
        #expect(!fixture.pool.keyboardState.isShown)
    }

    @Test func aDragThatSpringsBackWithAShowComesBack() {
        let screen = Screen(pool: fixture.pool, animation: .immediate)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 150)
        fixture.keyboard.show(height: 336)
        #expect(screen.lifts == [302, 302, 302])
        #expect(fixture.pool.keyboardState.bottomOverlap(on: TestScreen.phone) == 336)
    }

    @Test func framesFromADragAfterAHideDoNotResurrectTheKeyboard() {
        let screen = Screen(pool: fixture.pool, animation: .immediate)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.hide()
        fixture.keyboard.drag(height: 200)
        #expect(screen.lifts == [0, 0, 0])
        #expect(!fixture.pool.keyboardState.isShown)
    }

    @Test func aFrameReportedOnOneCenterMovesOnlyThePoolsListeningThere() {
        let other = PoolFixture()
        let here = Screen(pool: fixture.pool, animation: .immediate)
        let there = Screen(pool: other.pool, animation: .immediate)
        fixture.keyboard.show(height: 336)
        other.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 200)
        #expect(here.lifts == [166, 166, 166])
        #expect(there.lifts == [302, 302, 302])
    }

    @Test func protocolClientsKeepTheEventOnlyContract() {
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        let screen = Screen(pool: fixture.pool, animation: .immediate)
        fixture.keyboard.show(height: 336)
        let before = client.events.count
        fixture.keyboard.drag(height: 200)
        #expect(client.events.count == before)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: TestScreen.phone) == 200, "the behaviors follow the drag")
        withExtendedLifetime(screen) {}
    }

    @Test func aDragAtTheCurrentFrameChangesNothing() {
        let recorder = AnimationRecorder()
        let screen = Screen(pool: fixture.pool, animation: recorder.animation)
        fixture.keyboard.show(height: 336)
        let count = recorder.infos.count
        fixture.keyboard.drag(height: 336)
        #expect(recorder.infos.count == count)
        withExtendedLifetime(screen) {}
    }
}

/// `observe` and `events` receive live frames only when they ask.
@MainActor
struct LiveFrameSubscriptionTests {
    private let fixture = PoolFixture()

    @Test func observeReceivesLiveFramesAsUnanimatedFrameChangesWhenAsked() {
        var following: [KeyboardInfo] = []
        var notFollowing: [KeyboardEvent] = []
        let tokens = [
            fixture.pool.observe([.willShow], followingLiveFrames: true) { event, info in
                if event == .willChangeFrame { following.append(info) }
            },
            fixture.pool.observe { event, _ in notFollowing.append(event) },
        ]
        fixture.keyboard.show(height: 336)
        let eventsBeforeDrag = notFollowing.count
        fixture.keyboard.drag(height: 200)
        #expect(following.count == 1)
        #expect(following.first?.endFrame == TestScreen.docked(height: 200))
        #expect(following.first?.beginFrame == TestScreen.docked(height: 336))
        #expect(following.first?.animationDuration == 0)
        #expect(notFollowing.count == eventsBeforeDrag)
        withExtendedLifetime(tokens) {}
    }

    @Test func eventsYieldLiveFramesWhenAsked() async {
        let sequence = fixture.pool.events([.willShow], followingLiveFrames: true)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 250)
        fixture.keyboard.drag(height: 200)   // replaces the pending frame: newest wins
        var iterator = sequence.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.event == .willShow)
        #expect(second?.event == .willChangeFrame)
        #expect(second?.info.endFrame == TestScreen.docked(height: 200))
    }
}
