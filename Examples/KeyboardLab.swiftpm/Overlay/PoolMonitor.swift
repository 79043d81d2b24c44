import KeyboardObservation

/// What the panel shows of a pool: its state at each change, the frames of
/// a drag included, and the last posts it delivered.
///
/// It follows the pool as an app would: `observeChanges` for the state,
/// `observe` for the posts. Following live frames, it makes the pool follow
/// a keyboard layout guide during a drag on every screen of the lab, as a
/// behavior or a `KeyboardModel` would.
@MainActor
final class PoolMonitor {
    /// How many posts the panel lists.
    static let keptPosts = 4

    /// The pool's state as of the last change.
    private(set) var state: KeyboardState
    /// The last change, with what made it.
    private(set) var lastChange: KeyboardChange?
    /// The last posts, newest first, one line each.
    private(set) var posts: [String] = []
    /// Called after each change or post.
    var onUpdate: (() -> Void)?

    private var subscriptions: Set<KeyboardSubscription> = []

    /// Starts following `pool`.
    init(pool: ObserverPool = .shared) {
        state = pool.keyboardState
        pool.observeChanges(followingLiveFrames: true) { [weak self] change in
            self?.take(change)
        }
        .store(in: &subscriptions)
        pool.observe { [weak self] event, info in
            self?.take(LabFormat.line(for: event, info: info))
        }
        .store(in: &subscriptions)
    }

    private func take(_ change: KeyboardChange) {
        lastChange = change
        state = change.current
        onUpdate?()
    }

    private func take(_ post: String) {
        posts.insert(post, at: 0)
        posts = Array(posts.prefix(Self.keptPosts))
        onUpdate?()
    }
}
