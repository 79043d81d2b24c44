/// One `events()` stream's buffer as a plain value, buffering as
/// ``ObserverPool/events(_:followingLiveFrames:)`` documents; generic over
/// the waiter, so it is testable without threads.
struct KeyboardEventBuffer<Waiter> {
    typealias Element = (event: KeyboardEvent, info: KeyboardInfo)

    /// Resume the consumer at once (`nil`: the stream ended), or let it wait for a push or finish.
    enum NextAction {
        case resume(Element?)
        case suspend
    }

    /// The most events that wait; past it the oldest is dropped.
    static var limit: Int { 64 }

    private(set) var pending: [Element] = []
    private(set) var waiter: Waiter?
    private(set) var isFinished = false

    /// Buffers `element`, or returns the waiting consumer to resume with it.
    mutating func push(_ element: Element) -> Waiter? {
        guard !isFinished else { return nil }
        if let waiter {
            self.waiter = nil
            return waiter
        }
        if Self.isFrameChange(element.event),
           let index = pending.lastIndex(where: { !Self.isFrameChange($0.event) || $0.event == element.event }),
           pending[index].event == element.event {
            pending.remove(at: index)
        }
        pending.append(element)
        if pending.count > Self.limit { pending.removeFirst() }
        return nil
    }

    /// Hands `consumer` the next element, or stores it to wait; a second
    /// consumer arriving while one waits gets `nil`.
    mutating func next(_ consumer: Waiter) -> NextAction {
        if !pending.isEmpty { return .resume(pending.removeFirst()) }
        if isFinished || waiter != nil { return .resume(nil) }
        waiter = consumer
        return .suspend
    }

    /// Ends the stream, dropping what is pending; returns the waiter, to be resumed with `nil`.
    mutating func finish() -> Waiter? {
        isFinished = true
        pending = []
        defer { waiter = nil }
        return waiter
    }

    private static func isFrameChange(_ event: KeyboardEvent) -> Bool {
        switch event {
        case .willChangeFrame, .didChangeFrame: true
        case .willShow, .didShow, .willHide, .didHide: false
        }
    }
}

extension KeyboardEventBuffer: Sendable where Waiter: Sendable {}
