// SwiftUICore.swiftinterface (iOS 26.2 SDK):
// @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
//   public var wrappedValue: Value { get nonmutating set }
//   public var projectedValue: SwiftUICore.Binding<Value> { get }
//   @_alwaysEmitIntoClient public init(projectedValue: SwiftUICore.Binding<Value>)
// }
// State's projected value, which the KeyboardLab example passes to its text
// fields. Dynamic member lookup and the other initializers are not mirrored.
@frozen @propertyWrapper
public struct Binding<Value> {
    public init(projectedValue: Binding<Value>) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}
