// iOS 18 and later: @_typeEraser(AnyView) @preconcurrency @MainActor public protocol View {
// iOS 17:           @_typeEraser(AnyView) public protocol View {
//   associatedtype Body : SwiftUI.View
//   @SwiftUI.ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
// }
// Mirrored as iOS 17 has it: only `body` is main-actor isolated, so a
// conforming type's other members are not. That is the stricter form for a
// view's own code (a stored property's initial value runs nonisolated, so
// `@State var model = SomeMainActorModel()` needs `@MainActor` on the view),
// the case the real iOS 17.5 SDK rejected in a recipe of ours.
@available(iOS 13.0, *)
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// extension Never : SwiftUI.View { public typealias Body = Swift.Never; public var body: Swift.Never { get } }
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @frozen public struct EmptyView : SwiftUI.View { @inlinable public init(); public typealias Body = Swift.Never }
@frozen
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @resultBuilder public struct ViewBuilder {
//   public static func buildExpression<Content>(_ content: Content) -> Content where Content : SwiftUI.View
//   public static func buildBlock() -> SwiftUI.EmptyView
//   public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUI.View
// }
//   public static func buildIf<Content>(_ content: Content?) -> Content? where Content : SwiftUI.View
//   public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> SwiftUI.TupleView<(C0, C1)> where C0 : SwiftUI.View, C1 : SwiftUI.View
// }
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { fatalError() }
}

// @frozen public struct TupleView<T> : SwiftUI.View
@frozen
public struct TupleView<T>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// extension Swift.Optional : SwiftUI.View where Wrapped : SwiftUI.View
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// What the stand-in's modifiers return behind `some View`; never run.
public struct _StandInModifiedView<Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init() {}
}
