// Stacks and spacing the lab's screens lay out with: SwiftUICore.swiftinterface (iOS 26.2 SDK).

// @frozen public struct HorizontalAlignment : Swift.Equatable {
//   public static let leading: SwiftUICore.HorizontalAlignment
//   public static let center: SwiftUICore.HorizontalAlignment
// }
@frozen
public struct HorizontalAlignment: Equatable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

// @frozen public struct VerticalAlignment : Swift.Equatable {
//   public static let center: SwiftUICore.VerticalAlignment
// }
@frozen
public struct VerticalAlignment: Equatable {
    public static let center = VerticalAlignment()
}

// @frozen public struct VStack<Content> : SwiftUICore.View where Content : SwiftUICore.View {
//   @inlinable public init(alignment: SwiftUICore.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content)
// }
// The SwiftUI stand-in declares init(spacing:content:); this adds the form
// with an alignment, which the lab passes (required here, so the two never
// compete for a call).
extension VStack {
    nonisolated public init(
        alignment: HorizontalAlignment, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
}

// @frozen public struct HStack<Content> : SwiftUICore.View where Content : SwiftUICore.View {
//   @inlinable public init(alignment: SwiftUICore.VerticalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content)
// }
@frozen
public struct HStack<Content: View>: View {
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// public struct LazyVStack<Content> : SwiftUICore.View where Content : SwiftUICore.View {
//   public init(alignment: SwiftUICore.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, pinnedViews: SwiftUICore.PinnedScrollableViews = .init(), @SwiftUICore.ViewBuilder content: () -> Content)
// }
// (pinnedViews is not mirrored)
@available(iOS 14.0, *)
public struct LazyVStack<Content: View>: View {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @frozen public struct Spacer {
//   @inlinable public init(minLength: CoreFoundation.CGFloat? = nil)
// }
// extension SwiftUICore.Spacer : SwiftUICore.View {}
@frozen
public struct Spacer: View {
    nonisolated public init(minLength: CGFloat? = nil) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    // @inlinable nonisolated public func padding(_ length: CoreFoundation.CGFloat) -> some SwiftUICore.View
    nonisolated public func padding(_ length: CGFloat) -> some View {
        _StandInModifiedView<Self>()
    }
}
