import Foundation

/// A pool's NotificationCenter registrations: which events it listens for,
/// and the tokens that remove them. Not thread-safe by itself: the pool
/// keeps it under its lock.
struct NotificationRegistrations {
    private var registered = KeyboardEventMask(rawValue: 0)
    private var tokens: [any NSObjectProtocol] = []

    /// Marks the bits of `mask` not registered yet as registered, and
    /// returns them for the caller to register, outside the lock.
    mutating func claim(_ mask: KeyboardEventMask) -> [KeyboardEventMask] {
        let missing = (0..<KeyboardEventMask.bitCount).filter { mask.containsBit($0) && !registered.containsBit($0) }
        registered = registered.union(mask)
        return missing.map { KeyboardEventMask(rawValue: 1 << $0) }
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
