import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

@MainActor
struct KeyboardSimulatorTests {
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func showPostsUIKitsFourNotificationsWithDockedFrames() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        fixture.keyboard.show(height: 336, duration: 0.4, curve: .easeOut)
        #expect(client.events == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        let info = client.received[1].info
        #expect(info.beginFrame == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(info.endFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(info.animationDuration == 0.4)
        #expect(info.animationCurve == .easeOut)
        #expect(info.isLocal == true)
    }

    @Test func hidePostsUIKitsFourNotificationsEndingBelowTheScreen() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.keyboard.show(height: 300)
        fixture.pool.subscribe(client)
        fixture.keyboard.hide()
        #expect(client.events == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
        let info = client.received[1].info
        #expect(info.beginFrame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(info.endFrame.minY == 844)
        #expect(info.animationCurve == .keyboard)
    }

    @Test func showingAgainStartsFromTheCurrentFrame() {
        let fixture = PoolFixture()
        let client = RecordingClient(events: [.willShow])
        fixture.pool.subscribe(client)
        fixture.keyboard.show(height: 300)
        fixture.keyboard.show(height: 340)
        #expect(client.received[1].info.beginFrame.height == 300)
        #expect(client.received[1].info.endFrame.height == 340)
    }

    @Test func customScreenShapesTheFrames() {
        let center = NotificationCenter()
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let client = RecordingClient(events: [.willShow])
        pool.subscribe(client)
        KeyboardSimulator(notificationCenter: center, screen: CGRect(x: 0, y: 0, width: 1024, height: 1366)).show(height: 400)
        #expect(client.received.first?.info.endFrame == CGRect(x: 0, y: 966, width: 1024, height: 400))
    }

    /// A sequence posted by hand lays the screen's guide out as `show` and
    /// `hide` do: no guide is found to contradict the posts, and a drag is followed.
    @Test func aSequencePostedByHandLaysOutTheGuideAsUIKitWould() async {
        let fixture = PoolFixture()
        let token = fixture.pool.observeChanges(followingLiveFrames: true) { _ in }
        await nextMainQueueTurn()   // the screen was up before the keyboard moved
        let up = keyboardInfo(end: TestScreen.docked(height: 336))
        let down = keyboardInfo(end: CGRect(x: 0, y: 844, width: 390, height: 336))
        let reported = diagnostics {
            postTransition(of: fixture.keyboard, info: up)
            postTransition(of: fixture.keyboard, info: down, hiding: true)
            postTransition(of: fixture.keyboard, info: up)
            fixture.keyboard.drag(height: 200)
        }
        #expect(reported.isEmpty, "\(reported)")
        #expect(fixture.pool.keyboardState.frame == TestScreen.docked(height: 200))
        withExtendedLifetime(token) {}
    }

    @Test func aFloatingKeyboardPostedByHandLeavesTheGuideAtRest() async {
        // UIKit's guide does not follow an undocked keyboard: a guide laid out over it would correct it to docked.
        let fixture = PoolFixture()
        let token = fixture.pool.observeChanges(followingLiveFrames: true) { _ in }
        await nextMainQueueTurn()
        let floating = keyboardInfo(end: CGRect(x: 40, y: 300, width: 320, height: 250))
        postTransition(of: fixture.keyboard, info: floating)
        #expect(fixture.pool.keyboardState.placement == .undocked)
        #expect(fixture.pool.keyboardState.frame == floating.endFrame)
        withExtendedLifetime(token) {}
    }

    @Test func rawPostCarriesExactlyTheGivenUserInfo() {
        let center = NotificationCenter()
        let seen = LockIsolated<[String]>([])
        let token = center.addObserver(forName: KeyboardEvent.didHide.notificationName, object: nil, queue: nil) { note in
            seen.append(note.userInfo.map { "\($0.count) x=\($0["x"] as? Int ?? -1)" } ?? "nil")
        }
        defer { center.removeObserver(token) }
        let keyboard = KeyboardSimulator(notificationCenter: center)
        keyboard.post(.didHide, userInfo: nil)
        keyboard.post(.didHide, userInfo: ["x": 1])
        #expect(seen.current == ["nil", "1 x=1"])
    }
}

/// UIKit's four posts of a show (or a hide), each carrying `info`, posted by hand.
@MainActor
private func postTransition(of keyboard: KeyboardSimulator, info: KeyboardInfo, hiding: Bool = false) {
    let events: [KeyboardEvent] = hiding
        ? [.willChangeFrame, .willHide, .didChangeFrame, .didHide] : [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    for event in events { keyboard.post(event, info: info) }
}
