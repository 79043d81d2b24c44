import Dispatch
import Testing
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// `MainQueue.release`: the one way a last release is moved to the main queue.
@MainActor
struct MainQueueReleaseTests {
    @Test func onTheMainQueueTheObjectsAreReleasedBeforeReturning() {
        let freedOnMain = LockIsolated<[Bool]>([])
        var objects: [AnyObject] = [DeinitProbe { freedOnMain.append(MainQueue.isCurrent) }]
        MainQueue.release(&objects)
        #expect(objects.isEmpty)
        #expect(freedOnMain.current == [true])
    }

    @Test func offTheMainQueueTheLastReleaseWaitsForTheMainQueue() async {
        let freedOnMain = LockIsolated<[Bool]>([])
        let leftBehind = LockIsolated<[Bool]>([])
        await runOffMain {
            var objects: [AnyObject] = (0..<3).map { _ in DeinitProbe { freedOnMain.append(MainQueue.isCurrent) } }
            MainQueue.release(&objects)
            leftBehind.append(objects.isEmpty)
        }
        #expect(leftBehind.current == [true])
        #expect(freedOnMain.current == [true, true, true])
    }
}
