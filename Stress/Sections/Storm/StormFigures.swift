/// What the storm ran: posting threads, posts, steady clients, on how many cores.
struct StormPlan: Codable {
    var threads: Int
    var postsPerThread: Int
    var steadyClients: Int
    /// A throughput is reported only with no more posting threads than cores.
    var cores: Int

    var posts: Int { threads * postsPerThread }
    var threadsWithinCores: Bool { threads <= cores }
}

/// What the steady clients received.
struct StormDeliveries: Codable {
    var expected: Int
    var delivered: Int
    /// Deliveries that skipped, repeated or reordered a thread's posts.
    var outOfOrder: Int

    var lost: Int { max(0, expected - delivered) }
    var duplicated: Int { max(0, delivered - expected) }
}

/// What went on around the posts, and what the pool holds after them.
struct StormChurn: Codable {
    var decodes: Int
    var churnedClients: Int
    var sweeps: Int
    /// Observers held after the churn stopped and a last sweep: should be the steady clients.
    var poolCountAfter: Int
}
