import Foundation

/// A pool's NotificationCenter registrations: which events it listens for,
/// and the tokens that remove them. Not thread-safe by itself: the pool
/// keeps it under its lock.
struct NotificationRegistrations {
    private var registered = KeyboardEventMask(rawValue: 0)
    private var tokens: [any NSObjectProtocol] = []

    /// Marks the events in `mask` not registered yet as registered, and
    /// returns them for the caller to register, outside the lock.
    mutating func claim(_ mask: KeyboardEventMask) -> [KeyboardEvent] {
        let missing = KeyboardEvent.allCases.filter { mask.contains($0) && !registered.contains($0) }
        registered = KeyboardEventMask(rawValue: registered.rawValue | mask.rawValue)
        return missing
    }

    /// Keeps the tokens of registrations made for claimed events.
    mutating func store(_ newTokens: [any NSObjectProtocol]) {
        tokens += newTokens
    }

    /// Hands every token over for removal; nothing is registered after this.
    mutating func takeAll() -> [any NSObjectProtocol] {
        defer { tokens = [] }
        return tokens
    }
}
