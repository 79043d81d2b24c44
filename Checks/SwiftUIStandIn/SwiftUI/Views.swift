// The few views the documentation's recipes build with.

// @frozen public struct VStack<Content> : SwiftUI.View where Content : SwiftUI.View {
//   @inlinable nonisolated public init(alignment: SwiftUI.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUI.ViewBuilder content: () -> Content)
// }
@frozen
public struct VStack<Content: View>: View {
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// public struct ScrollView<Content> : SwiftUI.View where Content : SwiftUI.View {
//   public init(_ axes: SwiftUI.Axis.Set = .vertical, showsIndicators: Swift.Bool = true, @SwiftUI.ViewBuilder content: () -> Content)
// }
public struct ScrollView<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @frozen public struct Text : Swift.Equatable, Swift.Sendable {
//   @_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol
// }
@frozen
public struct Text: View, Equatable, Sendable {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @available(iOS 16.0, *)
// public struct ScrollDismissesKeyboardMode : Swift.Sendable {
//   public static var automatic, immediately, interactively, never: SwiftUI.ScrollDismissesKeyboardMode { get }
// }
@available(iOS 16.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
    public static var interactively: ScrollDismissesKeyboardMode { fatalError() }
    public static var immediately: ScrollDismissesKeyboardMode { fatalError() }
}

extension View {
    // @available(iOS 16.0, *)
    // nonisolated public func scrollDismissesKeyboard(_ mode: SwiftUI.ScrollDismissesKeyboardMode) -> some SwiftUI.View
    @available(iOS 16.0, *)
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        _StandInModifiedView<Self>()
    }

    // @inlinable nonisolated public func opacity(_ opacity: Swift.Double) -> some SwiftUI.View
    nonisolated public func opacity(_ opacity: Double) -> some View {
        _StandInModifiedView<Self>()
    }

    // @inlinable nonisolated public func animation<V>(_ animation: SwiftUI.Animation?, value: V) -> some SwiftUI.View where V : Swift.Equatable
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _StandInModifiedView<Self>()
    }
}
