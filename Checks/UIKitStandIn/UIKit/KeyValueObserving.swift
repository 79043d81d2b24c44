import Foundation

// Foundation on Apple platforms (NSKeyValueObserving.swift in the SDK's
// Foundation overlay); Linux's Foundation has no key-value observing, so the
// stand-in declares what the library uses:
// public class NSKeyValueObservation : NSObject { @objc public func invalidate() }
// extension _KeyValueCodingAndObserving {
//   public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
//       changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation
// }
// Declared on UIScrollView only, with a @Sendable handler: the stricter reading
// (the handler runs on the thread that made the change).
open class NSKeyValueObservation: NSObject {
    public func invalidate() { fatalError() }
}

public struct NSKeyValueObservedChange<Value> {}

extension UIScrollView {
    public func observe<Value>(
        _ keyPath: KeyPath<UIScrollView, Value>,
        changeHandler: @escaping @Sendable (UIScrollView, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { fatalError() }
}
