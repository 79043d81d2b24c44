// The environment as a view's property: SwiftUICore.swiftinterface (iOS 26.2 SDK).
// (Binding and State's `$name` are in the SwiftUI stand-in itself: Swift
// finds a projected value only in the wrapper's own declaration.)

// @frozen @propertyWrapper public struct Environment<Value> : SwiftUICore.DynamicProperty {
//   @inlinable public init(_ keyPath: Swift.KeyPath<SwiftUICore.EnvironmentValues, Value>)
//   @inlinable public var wrappedValue: Value { get }
// }
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}
