// @frozen public enum Edge : Swift.Int8, Swift.CaseIterable {
//   case top, leading, bottom, trailing
//   @frozen public struct Set : Swift.OptionSet { … }
// }
@frozen
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

// @frozen public struct SafeAreaRegions : Swift.OptionSet {
//   public static let container: SwiftUI.SafeAreaRegions
//   public static let keyboard: SwiftUI.SafeAreaRegions
//   public static let all: SwiftUI.SafeAreaRegions
// }
@available(iOS 14.0, *)
@frozen
public struct SafeAreaRegions: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// @frozen public struct Alignment : Swift.Equatable { public static let center: SwiftUI.Alignment }
@frozen
public struct Alignment: Equatable {
    public static let center = Alignment()
}

extension View {
    // @inlinable nonisolated public func padding(_ edges: SwiftUI.Edge.Set = .all, _ length: CoreFoundation.CGFloat? = nil) -> some SwiftUI.View
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _StandInModifiedView<Self>()
    }

    // @available(iOS 14.0, *)
    // @inlinable nonisolated public func ignoresSafeArea(_ regions: SwiftUI.SafeAreaRegions = .all, edges: SwiftUI.Edge.Set = .all) -> some SwiftUI.View
    @available(iOS 14.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _StandInModifiedView<Self>()
    }

    // @available(iOS 15.0, *)
    // @inlinable nonisolated public func background<V>(alignment: SwiftUI.Alignment = .center, @SwiftUI.ViewBuilder content: () -> V) -> some SwiftUI.View where V : SwiftUI.View
    @available(iOS 15.0, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View {
        _StandInModifiedView<Self>()
    }
}

// @frozen public struct EdgeInsets : Swift.Equatable {
//   public var top: CoreFoundation.CGFloat
//   public var leading: CoreFoundation.CGFloat
//   public var bottom: CoreFoundation.CGFloat
//   public var trailing: CoreFoundation.CGFloat
// }
@frozen
public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
}

// public struct GeometryProxy {
//   public var size: CoreFoundation.CGSize { get }
//   public var safeAreaInsets: SwiftUI.EdgeInsets { get }
// }
// Not Sendable: read inside the reader's content closure.
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
}

// @frozen public struct GeometryReader<Content> : SwiftUI.View where Content : SwiftUI.View {
//   public var content: (SwiftUI.GeometryProxy) -> Content
//   @inlinable public init(@SwiftUI.ViewBuilder content: @escaping (SwiftUI.GeometryProxy) -> Content)
//   public typealias Body = Swift.Never
// }
@frozen
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
    public var body: Never { fatalError() }
}
