import Foundation

/// A value shared between threads in tests, guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
    // NB: @unchecked Sendable: `value` is only touched inside `withValue`,
    // with `lock` held; the TSan run of the suite checks every user.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }

    var current: Value { withValue { $0 } }
}

extension Locked where Value == Int {
    func increment() { withValue { $0 += 1 } }
}

extension Locked where Value: RangeReplaceableCollection {
    func append(_ element: Value.Element) { withValue { $0.append(element) } }
}
