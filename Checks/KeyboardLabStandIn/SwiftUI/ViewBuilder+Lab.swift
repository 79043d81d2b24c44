// The rest of ViewBuilder: more than two views, `if`/`else` and
// `if #available` in a body. SwiftUICore.swiftinterface (iOS 26.2 SDK).

extension ViewBuilder {
    // @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each Content) -> SwiftUICore.TupleView<(repeat each Content)> where repeat each Content : SwiftUICore.View
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        fatalError()
    }

    // @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> SwiftUICore._ConditionalContent<TrueContent, FalseContent> where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }

    // @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> SwiftUICore._ConditionalContent<TrueContent, FalseContent> where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }

    // @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    // @_alwaysEmitIntoClient public static func buildLimitedAvailability<Content>(_ content: Content) -> SwiftUICore.AnyView where Content : SwiftUICore.View
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        fatalError()
    }
}

// @frozen public struct _ConditionalContent<TrueContent, FalseContent>
// extension SwiftUICore._ConditionalContent : SwiftUICore.View where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @frozen public struct AnyView : SwiftUICore.View {
//   public init<V>(_ view: V) where V : SwiftUICore.View
// }
@frozen
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}
