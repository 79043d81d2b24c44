// public protocol EnvironmentKey {
//   associatedtype Value
//   static var defaultValue: Self.Value { get }
// }
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

// public struct EnvironmentValues : Swift.CustomStringConvertible {
//   public init()
//   public subscript<K>(key: K.Type) -> K.Value where K : SwiftUI.EnvironmentKey
// }
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }
    public var description: String { fatalError() }
}

extension View {
    // @inlinable nonisolated public func environment<V>(_ keyPath: Swift.WritableKeyPath<SwiftUI.EnvironmentValues, V>, _ value: V) -> some SwiftUI.View
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _StandInModifiedView<Self>()
    }
}

// public protocol DynamicProperty
public protocol DynamicProperty {}

// @frozen @propertyWrapper public struct State<Value> : SwiftUI.DynamicProperty {
//   public init(wrappedValue value: Value)
//   public var wrappedValue: Value { get nonmutating set }
//   public var projectedValue: SwiftUI.Binding<Value> { get }
// }
// (`$name`, the projected value, is used by the KeyboardLab example; Swift
// finds a projected value only in the wrapper's own declaration)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}
