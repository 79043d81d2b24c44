import Dispatch
import Testing
@testable import KeyboardObservation

/// `MainQueue.release`: the one way a last release is moved to the main queue.
@MainActor
struct MainQueueReleaseTests {
    @Test func onTheMainQueueTheValueIsReleasedBeforeReturning() {
        let freedOnMain = Locked<[Bool]>([])
        var value: DeinitProbe? = DeinitProbe { freedOnMain.append(MainQueue.isCurrent) }
        MainQueue.release(&value, leaving: nil)
        #expect(value == nil)
        #expect(freedOnMain.current == [true])
    }

    @Test func offTheMainQueueTheLastReleaseWaitsForTheMainQueue() async {
        let freedOnMain = Locked<[Bool]>([])
        let leftBehind = Locked<[Bool]>([])
        await runOffMain {
            var values: [DeinitProbe] = (0..<3).map { _ in DeinitProbe { freedOnMain.append(MainQueue.isCurrent) } }
            MainQueue.release(&values, leaving: [])
            leftBehind.append(values.isEmpty)
        }
        #expect(leftBehind.current == [true])
        #expect(freedOnMain.current == [true, true, true])
    }

    @Test func releasingNothingIsHarmless() async {
        await runOffMain {
            var nothing: DeinitProbe?
            MainQueue.release(&nothing, leaving: nil)
        }
        var empty: [DeinitProbe] = []
        MainQueue.release(&empty, leaving: [])
        #expect(empty.isEmpty)
    }
}
