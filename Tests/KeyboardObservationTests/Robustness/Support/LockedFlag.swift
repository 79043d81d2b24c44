import Foundation

/// A flag one thread raises and others poll: "stop now".
final class LockedFlag: @unchecked Sendable {
    // NB: @unchecked Sendable. `raised` is read and written only with `lock`
    // held; the storm tests poll it from several threads under the thread sanitizer.
    private let lock = NSLock()
    private var raised = false

    init() {}

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}
