import Dispatch

/// Answers "is this code running on the main dispatch queue?" without trapping.
///
/// `Thread.isMainThread` is the wrong question: under `swift test` on Linux,
/// main-actor code runs on the main queue while `isMainThread` is `false`.
/// libdispatch reports a queue-specific value for the main queue both inside
/// its blocks and on the main thread itself, which is what UIKit posts from.
enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }
}
