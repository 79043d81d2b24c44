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
//
// Model: an observation reports each write of the observed property until it
// is invalidated or released (Foundation's `NSKeyValueObservation`
// invalidates itself in `deinit`).
open class NSKeyValueObservation: NSObject {
    private var report: (@MainActor (UIScrollView) -> Void)?

    init(report: @escaping @MainActor (UIScrollView) -> Void) {
        self.report = report
        super.init()
    }

    public func invalidate() { report = nil }

    @MainActor
    func modelReport(_ scrollView: UIScrollView) { report?(scrollView) }
}

public struct NSKeyValueObservedChange<Value> {}

extension UIScrollView {
    public func observe<Value>(
        _ keyPath: KeyPath<UIScrollView, Value>,
        changeHandler: @escaping @Sendable (UIScrollView, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation { changeHandler($0, NSKeyValueObservedChange()) }
        modelObservations.append(ModelInsetObservation(keyPath: keyPath, observation: observation))
        return observation
    }
}

/// One observation of a scroll view's property, held weakly.
struct ModelInsetObservation {
    let keyPath: AnyKeyPath
    weak var observation: NSKeyValueObservation?
}
