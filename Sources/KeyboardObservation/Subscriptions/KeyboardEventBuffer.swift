/// The state of one `events()` stream as a plain value: events not
/// yet consumed, the consumer waiting for one, and whether the sequence ended.
///
/// Buffering policy (what ``ObserverPool/events(_:followingLiveFrames:)`` documents):
/// - show and hide events (`willShow`, `didShow`, `willHide`, `didHide`) are
///   kept, in posting order (unless the limit below drops them);
/// - a frame change (`willChangeFrame`, `didChangeFrame`) replaces a pending
///   one of the same kind posted since the last pending show or hide: newest
///   wins, so a burst (rotation, a predictive bar toggling) leaves only its
///   latest frame, while the events kept stay in posting order;
/// - at most ``limit`` events wait; beyond that the oldest are dropped,
///   whatever their kind, so a consumer that stops reading costs bounded
///   memory (and one that falls that far behind may see a hide without its show).
///
/// Generic over the waiter so the transitions are testable without threads.
/// Not thread-safe by itself: ``KeyboardEventChannel`` keeps it behind a lock.
struct KeyboardEventBuffer<Waiter> {
    typealias Element = KeyboardEventSequence.Element

    /// What a consumer asking for the next element must do.
    enum NextAction {
        /// Resume at once with this element, or with `nil`: the sequence ended.
        case resume(Element?)
        /// Suspend: the waiter was stored and a later push or finish resumes it.
        case suspend
    }

    /// The most events kept for a consumer that is not reading.
    static var limit: Int { 64 }

    private(set) var pending: [Element] = []
    private(set) var waiter: Waiter?
    private(set) var isFinished = false
    /// Offers `element` to the consumer.
    ///
    /// - Returns: The waiting consumer, to be resumed with `element`; `nil`
    ///   when the element was buffered or the sequence has ended.
    mutating func push(_ element: Element) -> Waiter? {
        guard !isFinished else { return nil }
        if let waiter {
            self.waiter = nil
            return waiter
        }
        enqueue(element)
        return nil
    }

    /// Hands the consumer its next element, or stores it as the waiter.
    ///
    /// A second consumer arriving while one waits gets `nil`: the sequence
    /// has one consumer.
    mutating func next(_ consumer: Waiter) -> NextAction {
        if !pending.isEmpty {
            return .resume(pending.removeFirst())
        }
        if isFinished || waiter != nil {
            return .resume(nil)
        }
        waiter = consumer
        return .suspend
    }

    /// Ends the sequence and drops what is pending.
    ///
    /// - Returns: The waiting consumer, to be resumed with `nil`.
    mutating func finish() -> Waiter? {
        isFinished = true
        pending.removeAll()
        defer { waiter = nil }
        return waiter
    }

    private mutating func enqueue(_ element: Element) {
        if element.event.isFrameChange,
           let index = pending.lastIndex(where: { !$0.event.isFrameChange || $0.event == element.event }),
           pending[index].event == element.event {
            pending.remove(at: index)
        }
        pending.append(element)
        if pending.count > Self.limit {
            pending.removeFirst(pending.count - Self.limit)
        }
    }
}

extension KeyboardEvent {
    /// Whether this is `willChangeFrame` or `didChangeFrame`.
    var isFrameChange: Bool {
        self == .willChangeFrame || self == .didChangeFrame
    }
}
