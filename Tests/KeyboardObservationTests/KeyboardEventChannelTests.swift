import Testing
@testable import KeyboardObservation

/// The channel: the buffer's transitions behind the lock, with real continuations.
@MainActor
struct KeyboardEventChannelTests {
    private func element(_ event: KeyboardEvent) -> KeyboardEventSequence.Element {
        (event: event, info: sampleInfo())
    }

    @Test func pendingElementsAreTakenInOrderWithoutWaiting() async {
        let channel = KeyboardEventChannel.makeChannel()
        channel.push(element(.willShow))
        channel.push(element(.didShow))
        #expect(await channel.next(isolation: MainActor.shared)?.event == .willShow)
        #expect(await channel.next(isolation: MainActor.shared)?.event == .didShow)
        #expect(!channel.hasWaiter)
    }

    @Test func aWaitingConsumerIsResumedByThePushAndThenByTheFinish() async {
        let channel = KeyboardEventChannel.makeChannel()
        let consumer = Task { @MainActor in
            [await channel.next(isolation: MainActor.shared)?.event, await channel.next(isolation: MainActor.shared)?.event]
        }
        #expect(await yieldUntil { channel.hasWaiter })
        channel.push(element(.willHide))
        #expect(await yieldUntil { channel.hasWaiter })
        channel.finish()
        #expect(await consumer.value == [.willHide, nil])
    }

    @Test func afterTheFinishPushesAreDroppedAndEveryRequestEnds() async {
        let channel = KeyboardEventChannel.makeChannel()
        channel.push(element(.willShow))
        channel.finish()
        channel.push(element(.didShow))
        #expect(await channel.next(isolation: MainActor.shared) == nil)
        #expect(await channel.next(isolation: MainActor.shared) == nil)
    }
}
