// Scroll anchoring, for the transcript recipe in the SwiftUI article.
// Declarations as Apple's documentation gives them (developer.apple.com,
// documentation/swiftui/scrollanchorrole and view/defaultscrollanchor(_:for:)).

// @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
// struct ScrollAnchorRole
//   static var alignment: ScrollAnchorRole { get }
//   static var initialOffset: ScrollAnchorRole { get }
//   static var sizeChanges: ScrollAnchorRole { get }
@available(iOS 18.0, *)
public struct ScrollAnchorRole {
    public static var alignment: ScrollAnchorRole { fatalError() }
    public static var initialOffset: ScrollAnchorRole { fatalError() }
    public static var sizeChanges: ScrollAnchorRole { fatalError() }
}

extension View {
    // @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    // nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View
    @available(iOS 17.0, *)
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        _StandInModifiedView<Self>()
    }

    // @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    // nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View
    @available(iOS 18.0, *)
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        _StandInModifiedView<Self>()
    }
}
