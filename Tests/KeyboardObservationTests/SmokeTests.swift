import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting

@MainActor
struct SmokeTests {
    @Test func mainQueuePostIsDeliveredSynchronously() {
        let fixture = PoolFixture()
        let client = RecordingClient()
        fixture.pool.subscribe(client)
        fixture.keyboard.show(height: 300)
        #expect(client.events == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    }
}
