import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

/// A post that no client observes costs no decode until the keyboard state
/// is needed; the did-events are not even registered until observed.
@MainActor
struct PoolLazyDecodingTests {
    private let center = NotificationCenter()
    private let counters = PoolCounters()
    private let pool: ObserverPool
    private let keyboard: KeyboardSimulator

    init() {
        pool = ObserverPool(notificationCenter: center, sweepInterval: nil, sweepScheduler: ManualSweepScheduler(), counters: counters)
        keyboard = KeyboardSimulator(notificationCenter: center)
    }

    @Test func aScreenObservingShowAndHideCostsOneDecodeEach() {
        let screen = RecordingClient(events: [.willShow, .willHide])
        pool.subscribe(screen)
        keyboard.show(height: 336)
        keyboard.hide()
        #expect(counters.decodes == 2)
        #expect(screen.events == [.willShow, .willHide])
        #expect(!pool.keyboardState.isShown)
        #expect(counters.decodes == 2)   // the hide settled the state: nothing else to decode
    }

    @Test func aPoolWithNoClientsDecodesOnlyWhenItsStateIsRead() {
        keyboard.show(height: 336)
        #expect(counters.decodes == 0)
        #expect(pool.keyboardState.bottomOverlap(on: TestScreen.phone) == 336)
        #expect(counters.decodes == 1)   // the willShow alone: the frame change before it is settled
    }

    @Test func didEventsNobodyObservesAreNotReceived() {
        let screen = RecordingClient(events: [.willShow])
        pool.subscribe(screen)
        keyboard.post(.didShow, userInfo: [KeyboardUserInfoKey.frameEnd: "not a rect"])
        #expect(counters.decodes == 0)
        let late = RecordingClient(events: [.didShow])
        pool.subscribe(late)
        keyboard.show(height: 336)
        #expect(late.events == [.didShow])
        #expect(counters.decodes == 2)
    }

    @Test func aBadPostNobodyObservesIsReportedWhenTheStateNeedsIt() {
        let rejected = Locked<[KeyboardEvent]>([])
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil) { event, _ in
            rejected.append(event)
        }
        keyboard.show(height: 336)
        keyboard.post(.willChangeFrame, userInfo: [KeyboardUserInfoKey.frameEnd: "not a rect"])
        #expect(rejected.current.isEmpty)
        #expect(pool.keyboardState.bottomOverlap(on: TestScreen.phone) == 336)
        #expect(rejected.current == [.willChangeFrame])
    }

    @Test func aHandlerSubscribingTheFirstDidObserverRegistersItWithoutDeadlock() {
        let late = RecordingClient(events: [.didShow])
        let screen = RecordingClient(events: [.willShow])
        screen.onReceive = { [pool] _, _ in pool.subscribe(late) }
        pool.subscribe(screen)
        keyboard.show(height: 336)   // willShow's handler registers didShow mid-post
        #expect(late.events == [.didShow])
    }
}
