// Colours and fonts: SwiftUICore.swiftinterface (iOS 26.2 SDK).

// public protocol ShapeStyle : Swift.Sendable
// (its underscored requirements are not mirrored)
public protocol ShapeStyle: Sendable {}

// @frozen public struct Color : Swift.Hashable, Swift.CustomStringConvertible, Swift.Sendable
//   public static let secondary: SwiftUICore.Color
//   public static var accentColor: SwiftUICore.Color { get }
//   public func opacity(_ opacity: Swift.Double) -> SwiftUICore.Color
// extension SwiftUICore.Color : SwiftUICore.ShapeStyle
// extension SwiftUICore.Color : SwiftUICore.View
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
    public static let secondary = Color()
    public static var accentColor: Color { fatalError() }
    public func opacity(_ opacity: Double) -> Color { fatalError() }
    public var description: String { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @frozen public struct Font : Swift.Hashable, Swift.Sendable
//   public static let headline: SwiftUICore.Font
//   public static let body: SwiftUICore.Font
//   public static let footnote: SwiftUICore.Font
//   @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
//   public func monospaced() -> SwiftUICore.Font
@frozen
public struct Font: Hashable, Sendable {
    public static let headline = Font()
    public static let body = Font()
    public static let footnote = Font()
    @available(iOS 15.0, *)
    public func monospaced() -> Font { fatalError() }
}

extension View {
    // @inlinable nonisolated public func font(_ font: SwiftUICore.Font?) -> some SwiftUICore.View
    nonisolated public func font(_ font: Font?) -> some View {
        _StandInModifiedView<Self>()
    }

    // @available(iOS 15.0, *)
    // @inlinable nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: SwiftUICore.Edge.Set = .all) -> some SwiftUICore.View where S : SwiftUICore.ShapeStyle
    @available(iOS 15.0, *)
    nonisolated public func background<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
    ) -> some View {
        _StandInModifiedView<Self>()
    }
}
