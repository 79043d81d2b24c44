// SwiftUI.swiftinterface (iOS 26.2 SDK):
// @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
// @frozen public struct ScrollViewReader<Content> : SwiftUICore.View where Content : SwiftUICore.View {
//   @inlinable public init(@SwiftUICore.ViewBuilder content: @escaping (SwiftUI.ScrollViewProxy) -> Content)
// }
@available(iOS 14.0, *)
@frozen
public struct ScrollViewReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
// public struct ScrollViewProxy {
//   public func scrollTo<ID>(_ id: ID, anchor: SwiftUICore.UnitPoint? = nil) where ID : Swift.Hashable
// }
// @available(*, unavailable) extension SwiftUI.ScrollViewProxy : Swift.Sendable {}
@available(iOS 14.0, *)
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { fatalError() }
}

@available(*, unavailable)
extension ScrollViewProxy: Sendable {}

// @frozen public struct UnitPoint : Swift.Hashable { public static let bottom: SwiftUICore.UnitPoint; … }
@frozen
public struct UnitPoint: Hashable {
    public static let bottom = UnitPoint()
    public static let top = UnitPoint()
}

extension View {
    // @inlinable nonisolated public func id<ID>(_ id: ID) -> some SwiftUICore.View where ID : Swift.Hashable
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        _StandInModifiedView<Self>()
    }
}
