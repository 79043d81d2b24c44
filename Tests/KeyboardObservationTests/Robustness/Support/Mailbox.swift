import Foundation

/// Messages for a worker thread, which sleeps on a condition until one
/// arrives: how a storm's worker waits for the main actor without spinning.
///
/// ```swift
/// let mailbox = Mailbox<Int>()
/// Thread { while let numbers = mailbox.receive() { use(numbers) } }.start()
/// mailbox.send(1)
/// mailbox.close()   // the worker's loop ends once it has taken what was sent
/// ```
final class Mailbox<Message: Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable: `pending` and `isClosed` are only touched with
    // `condition` locked; the TSan run of the suite checks every user.
    private let condition = NSCondition()
    private var pending: [Message] = []
    private var isClosed = false

    /// Leaves `message` for the worker and wakes it. (`consuming`: a caller
    /// that passes `consume value` keeps no reference to it.)
    func send(_ message: consuming Message) {
        condition.lock()
        defer { condition.unlock() }
        pending.append(message)
        condition.signal()
    }

    /// Tells the worker nothing more will come.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.signal()
    }

    /// Sleeps until a message or the close arrives; returns every message
    /// waiting, oldest first, or `nil` once closed with none left.
    func receive() -> [Message]? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && !isClosed {
            condition.wait()
        }
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return pending
    }
}
