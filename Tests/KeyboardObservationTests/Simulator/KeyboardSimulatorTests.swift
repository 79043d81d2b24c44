import Foundation
import Testing
import KeyboardObservation
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
