// Buttons, fields and lists of views: SwiftUI.swiftinterface and
// SwiftUICore.swiftinterface (iOS 26.2 SDK).

// public struct Button<Label> : SwiftUICore.View where Label : SwiftUICore.View
// extension SwiftUI.Button where Label == SwiftUICore.Text {
//   @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @_Concurrency.MainActor () -> Swift.Void) where S : Swift.StringProtocol
// }
public struct Button<Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

// public struct TextField<Label> : SwiftUICore.View where Label : SwiftUICore.View
// extension SwiftUI.TextField where Label == SwiftUICore.Text {
//   @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S>(_ title: S, text: SwiftUICore.Binding<Swift.String>) where S : Swift.StringProtocol
// }
public struct TextField<Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

// public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection, ID : Swift.Hashable
// @available(*, unavailable)
// extension SwiftUICore.ForEach : Swift.Sendable
// extension SwiftUICore.ForEach : SwiftUICore.View where Content : SwiftUICore.View
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

@available(*, unavailable)
extension ForEach: Sendable {}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// extension SwiftUICore.ForEach where ID == Data.Element.ID, Content : SwiftUICore.View, Data.Element : Swift.Identifiable {
//   public init(_ data: Data, @SwiftUICore.ViewBuilder content: @escaping (Data.Element) -> Content)
// }
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// extension SwiftUICore.ForEach where Content : SwiftUICore.View {
//   public init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @SwiftUICore.ViewBuilder content: @escaping (Data.Element) -> Content)
// }
extension ForEach where Content: View {
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}
}

// public protocol TextFieldStyle {
//   associatedtype _Body : SwiftUICore.View
//   @SwiftUICore.ViewBuilder func _body(configuration: SwiftUI.TextField<Self._Label>) -> Self._Body
// }
// (its underscored requirement is not mirrored)
public protocol TextFieldStyle {}

// public struct RoundedBorderTextFieldStyle : SwiftUI.TextFieldStyle {
//   public init()
// }
// extension SwiftUI.TextFieldStyle where Self == SwiftUI.RoundedBorderTextFieldStyle {
//   @_alwaysEmitIntoClient public static var roundedBorder: SwiftUI.RoundedBorderTextFieldStyle { get }
// }
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

// @preconcurrency @_Concurrency.MainActor public protocol PrimitiveButtonStyle {
//   associatedtype Body : SwiftUICore.View
//   @SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
// }
// (its configuration is not mirrored, nor is makeBody)
@preconcurrency @MainActor
public protocol PrimitiveButtonStyle {}

// @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
// public struct BorderedProminentButtonStyle : SwiftUI.PrimitiveButtonStyle {
//   public init()
// }
// extension SwiftUI.PrimitiveButtonStyle where Self == SwiftUI.BorderedProminentButtonStyle {
//   @_alwaysEmitIntoClient @_Concurrency.MainActor @preconcurrency public static var borderedProminent: SwiftUI.BorderedProminentButtonStyle { get }
// }
@available(iOS 15.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle {
        BorderedProminentButtonStyle()
    }
}

// public struct SubmitTriggers : Swift.OptionSet, Swift.Sendable {
//   public static let text: SwiftUI.SubmitTriggers
// }
@available(iOS 15.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
}

extension View {
    // nonisolated public func textFieldStyle<S>(_ style: S) -> some SwiftUICore.View where S : SwiftUI.TextFieldStyle
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        _StandInModifiedView<Self>()
    }

    // nonisolated public func buttonStyle<S>(_ style: S) -> some SwiftUICore.View where S : SwiftUI.PrimitiveButtonStyle
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        _StandInModifiedView<Self>()
    }

    // @available(iOS 15.0, *)
    // nonisolated public func onSubmit(of triggers: SwiftUI.SubmitTriggers = .text, _ action: @escaping () -> Swift.Void) -> some SwiftUICore.View
    @available(iOS 15.0, *)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        _StandInModifiedView<Self>()
    }
}
