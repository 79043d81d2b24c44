// Shadows Dispatch's DispatchSpecificKey as the iOS 16.5 and 17.4 SDKs'
// Dispatch overlay declares it: a plain class, not Sendable. Linux's Dispatch
// declares it Sendable, so without this shadow a `static let` holding one
// type-checks here and is rejected by those SDKs ("static property 'key' is
// not concurrency-safe because non-'Sendable' type
// 'DispatchSpecificKey<UInt8>' may have shared mutable state").
//
// Not a module: the real Dispatch cannot be replaced, because Foundation is
// built against it. .ci/uikit-typecheck.sh compiles this file into the
// library module itself instead, where a declaration of the module's own
// shadows an imported one of the same name, in every file. Internal, so the
// library's interface is unchanged. Every body traps: never linked or run.
import Dispatch

// Dispatch overlay (Queue.swift):
//   final public class DispatchSpecificKey<T> {
//       public init() {}
//   }
final class DispatchSpecificKey<T> {
    init() { fatalError() }
}

extension DispatchQueue {
    // public class func getSpecific<T>(key: DispatchSpecificKey<T>) -> T?
    class func getSpecific<T>(key: DispatchSpecificKey<T>) -> T? { fatalError() }

    // public func getSpecific<T>(key: DispatchSpecificKey<T>) -> T?
    func getSpecific<T>(key: DispatchSpecificKey<T>) -> T? { fatalError() }

    // public func setSpecific<T>(key: DispatchSpecificKey<T>, value: T?)
    func setSpecific<T>(key: DispatchSpecificKey<T>, value: T?) { fatalError() }
}
