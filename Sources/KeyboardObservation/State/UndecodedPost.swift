/// A keyboard notification the pool received but has not decoded yet,
/// because no client observes its event.
struct UndecodedPost: @unchecked Sendable {
    // NB: @unchecked Sendable. `userInfo` is the posted notification's
    // dictionary, a value never mutated after the post; it is only read, by
    // `decode()`, with the pool's lock held. Its values are what UIKit posts
    // (NSValue, NSNumber), immutable objects. A breach would show in
    // `ObserverPoolKeyboardStateTests.readsOffTheMainActorWhilePostsArriveAreNeverTorn`
    // (a pool with no clients keeps every post undecoded; a detached task
    // decodes them while the main actor posts more) under the thread
    // sanitizer (.ci/tsan.sh).
    let event: KeyboardEvent
    let userInfo: [AnyHashable: Any]?

    func decode() throws(KeyboardInfoError) -> KeyboardInfo { try KeyboardInfo(userInfo: userInfo) }
}
