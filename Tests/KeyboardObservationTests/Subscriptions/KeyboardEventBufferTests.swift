import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTestSupport

/// The sequence's state machine, without threads: waiters are plain numbers.
struct KeyboardEventBufferTests {
    private typealias Buffer = KeyboardEventBuffer<Int>

    private func element(_ event: KeyboardEvent, height: CGFloat = 300) -> Buffer.Element {
        (event: event, info: keyboardInfo(end: TestScreen.docked(height: height)))
    }

    private func drain(_ buffer: inout Buffer) -> [Buffer.Element] {
        var drained: [Buffer.Element] = []
        while case .resume(let element?) = buffer.next(0) { drained.append(element) }
        return drained
    }

    @Test func pushedEventsWaitInPostingOrder() {
        var buffer = Buffer()
        for event in [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow] {
            #expect(buffer.push(element(event)) == nil)
        }
        #expect(buffer.pending.map(\.event) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    }

    @Test func aWaitingConsumerIsHandedThePushedEvent() {
        var buffer = Buffer()
        guard case .suspend = buffer.next(7) else {
            Issue.record("an empty buffer must store the consumer")
            return
        }
        #expect(buffer.push(element(.willShow)) == 7)
        #expect(buffer.waiter == nil)
        #expect(buffer.pending.isEmpty)
    }

    @Test func frameChangesAreNewestWinsBetweenShowsAndHides() {
        var buffer = Buffer()
        let posted: [(KeyboardEvent, CGFloat)] = [
            (.willChangeFrame, 1), (.didChangeFrame, 1), (.willChangeFrame, 2), (.didChangeFrame, 2),
            (.willChangeFrame, 3), (.willShow, 3), (.didChangeFrame, 3), (.didShow, 3),
            (.willChangeFrame, 4), (.willChangeFrame, 5),
        ]
        for (event, height) in posted { _ = buffer.push(element(event, height: height)) }
        let kept = buffer.pending.map { "\($0.event):\(Int($0.info.endFrame.height))" }
        #expect(kept == [
            "didChangeFrame:2", "willChangeFrame:3", "willShow:3", "didChangeFrame:3", "didShow:3",
            "willChangeFrame:5",
        ])
    }

    @Test func showsAndHidesAreNeverCoalesced() {
        var buffer = Buffer()
        for event in [KeyboardEvent.willShow, .willShow, .willHide, .didHide, .willShow] {
            _ = buffer.push(element(event))
        }
        #expect(buffer.pending.map(\.event) == [.willShow, .willShow, .willHide, .didHide, .willShow])
    }

    @Test func aStalledConsumerCostsAtMostTheLimitAndKeepsTheNewest() {
        var buffer = Buffer()
        let total = Buffer.limit + 10
        for index in 0..<total {
            _ = buffer.push(element(index.isMultiple(of: 2) ? .willShow : .willHide, height: CGFloat(index)))
        }
        #expect(buffer.pending.count == Buffer.limit)
        #expect(buffer.pending.first?.info.endFrame.height == CGFloat(total - Buffer.limit))
        #expect(buffer.pending.last?.info.endFrame.height == CGFloat(total - 1))
    }

    @Test func finishingResumesTheWaiterAndEndsEveryLaterRequest() {
        var buffer = Buffer()
        _ = buffer.next(3)
        #expect(buffer.finish() == 3)
        #expect(buffer.push(element(.willShow)) == nil)
        #expect(drain(&buffer).isEmpty)
        #expect(buffer.isFinished)
    }

    @Test func finishingDropsPendingEvents() {
        var buffer = Buffer()
        _ = buffer.push(element(.willShow))
        #expect(buffer.finish() == nil)
        guard case .resume(nil) = buffer.next(1) else {
            Issue.record("a finished buffer must end the consumer")
            return
        }
    }

    @Test func aSecondConcurrentConsumerGetsTheEnd() {
        var buffer = Buffer()
        _ = buffer.next(1)
        guard case .resume(nil) = buffer.next(2) else {
            Issue.record("a second consumer must not replace the first")
            return
        }
        #expect(buffer.waiter == 1)
    }
}
