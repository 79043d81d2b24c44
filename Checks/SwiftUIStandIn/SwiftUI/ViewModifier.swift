// iOS 18 and later: @preconcurrency @MainActor public protocol ViewModifier {
// iOS 17:           public protocol ViewModifier {
//   associatedtype Body : SwiftUI.View
//   @SwiftUI.ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
//   typealias Content = SwiftUI._ViewModifier_Content<Self>
// }
// Mirrored as iOS 17 has it, like `View`.
@available(iOS 13.0, *)
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

// @frozen @preconcurrency @MainActor public struct _ViewModifier_Content<Modifier> where Modifier : SwiftUI.ViewModifier
@frozen @MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// @frozen public struct ModifiedContent<Content, Modifier>
// extension ModifiedContent : SwiftUI.View where Content : SwiftUI.View, Modifier : SwiftUI.ViewModifier
@frozen
public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    // @inlinable @MainActor @preconcurrency public func modifier<T>(_ modifier: T) -> SwiftUI.ModifiedContent<Self, T>
    @MainActor @preconcurrency
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}
