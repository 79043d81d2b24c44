import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// The pool's current keyboard state, fed by its own fan-out.
@MainActor
struct ObserverPoolKeyboardStateTests {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func aFreshPoolKnowsNoKeyboardYet() {
        let state = PoolFixture().pool.keyboardState
        #expect(state == .unknown)
        #expect(state.placement == .unknown)
        #expect(!state.isShown)
        #expect(state.bottomOverlap(on: screen) == 0)
    }

    @Test func followsAShowAndAHide() {
        let fixture = PoolFixture()
        fixture.keyboard.show(height: 336)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: screen) > 0)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: screen) == 336)
        fixture.keyboard.hide()
        #expect(!fixture.pool.keyboardState.isShown)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: screen) == 0)
    }

    @Test func aClientSubscribedWhileTheKeyboardIsUpHearsNoPastPostButReadsTheKeyboardAtOnce() {
        // What a behavior created then lays out from: `KeyboardAlreadyUpTests`.
        let fixture = PoolFixture()
        fixture.keyboard.show(height: 336)
        let lateScreen = RecordingClient()
        fixture.pool.subscribe(lateScreen)
        #expect(lateScreen.received.isEmpty)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: screen) == 336)
    }

    @Test func undockingToAFloatingKeyboardLeavesNothingCovered() {
        let fixture = PoolFixture()
        fixture.keyboard.show(height: 336)
        let floating = KeyboardInfo(
            beginFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
            endFrame: CGRect(x: 35, y: 300, width: 320, height: 250),
            animationDuration: 0.25, animationCurve: .keyboard, isLocal: true
        )
        fixture.keyboard.post(.willHide, info: floating)
        fixture.keyboard.post(.willChangeFrame, info: floating)
        let state = fixture.pool.keyboardState
        #expect(state.frame == floating.endFrame)
        #expect(!(state.bottomOverlap(on: screen) > 0))
        #expect(state.bottomOverlap(on: screen) == 0)
        fixture.keyboard.show(height: 336)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: screen) == 336)
    }

    @Test func handlersAlreadySeeTheEventTheyHandle() {
        let fixture = PoolFixture()
        var seen: [Bool] = []
        let token = fixture.pool.observe([.willShow, .willHide]) { [pool = fixture.pool, screen] _, _ in
            seen.append((pool.keyboardState.bottomOverlap(on: screen) > 0))
        }
        fixture.keyboard.show(height: 336)
        fixture.keyboard.hide()
        #expect(seen == [true, false])
        withExtendedLifetime(token) {}
    }

    @Test func aLoneDidHideHidesThePoolsKeyboard() {
        // Before: the pool did not even listen for didHide unless a client observed it.
        let fixture = PoolFixture()
        fixture.keyboard.show(height: 216)
        fixture.keyboard.post(.didHide, info: keyboardInfo(end: CGRect(x: 0, y: 844, width: 390, height: 216)))
        #expect(!fixture.pool.keyboardState.isShown)
        #expect(fixture.pool.keyboardState.bottomOverlap(on: screen) == 0)
    }

    @Test func aLoneDidShowShowsThePoolsKeyboard() {
        let fixture = PoolFixture()
        fixture.keyboard.post(.didShow, info: keyboardInfo(end: TestScreen.docked(height: 336)))
        #expect(fixture.pool.keyboardState.bottomOverlap(on: screen) == 336)
    }

    @Test(arguments: KeyboardEvent.allCases)
    func aBadPostNobodyObservesIsReportedWhenItArrives(_ event: KeyboardEvent) {
        // Before: a post nobody observed was kept undecoded and reported only
        // when somebody read `keyboardState`, so a pool nobody read never did.
        let center = NotificationCenter()
        let reported = LockIsolated<[KeyboardEvent]>([])
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil) { event, _ in reported.append(event) }
        KeyboardSimulator(notificationCenter: center).post(event, userInfo: [KeyboardUserInfoKey.frameEnd: "nonsense"])
        #expect(reported.current == [event])
        _ = pool.keyboardState
        #expect(reported.current == [event], "reading the state reported again")
    }

    @Test func aBadPostLeavesTheStateAlone() {
        let fixture = PoolFixture()
        fixture.keyboard.show(height: 336)
        fixture.keyboard.post(.willHide, userInfo: [KeyboardUserInfoKey.frameEnd: "nonsense"])
        #expect(fixture.pool.keyboardState.bottomOverlap(on: screen) > 0)
    }

    @Test func readsOffTheMainActorWhilePostsArriveAreNeverTorn() async {
        let fixture = PoolFixture()
        let pool = fixture.pool
        // Every state the pool holds, read where no post can race the read:
        // on the main actor, after each post (a handler sees the state its
        // event made), and before the first.
        var held: Set<KeyboardState> = [pool.keyboardState]
        let token = pool.observe { _, _ in held.insert(pool.keyboardState) }
        let reads = LockIsolated<Set<KeyboardState>>([])
        let reading = Gate()
        let stop = LockIsolated(false)
        // The reader's loop is the work under test, not a wait: it reads for
        // as long as the posts go on, on a thread of its own.
        let reader: @Sendable () -> Void = {
            reading.open()
            var seen: Set<KeyboardState> = []
            repeat { seen.insert(pool.keyboardState) } while !stop.current
            reads.withLock { $0 = seen }
        }
        await runInBackground([reader]) {
            await reading.enter()
            for _ in 0..<500 {
                fixture.keyboard.show(height: 336)
                fixture.keyboard.hide()
            }
            stop.withLock { $0 = true }
        }
        // Unknown before any keyboard; shown docked from a show's first post;
        // hidden below the screen from a hide's first post.
        let docked = CGRect(x: 0, y: 508, width: 390, height: 336)
        let below = CGRect(x: 0, y: 844, width: 390, height: 336)
        #expect(held == [.unknown, state(.docked, docked), state(.hidden, below)])
        // A torn read pairs one state's `isShown` with another's frame.
        #expect(reads.current.isSubset(of: held), "torn reads: \(reads.current.subtracting(held))")
        withExtendedLifetime(token) {}
    }

    private func state(_ placement: KeyboardState.Placement, _ frame: CGRect) -> KeyboardState {
        KeyboardState(
            placement: placement, frame: frame, screen: KeyboardScreen(bounds: screen, identifier: 0), isLocal: true
        )
    }
}
