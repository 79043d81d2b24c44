// @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
// @preconcurrency @MainActor public protocol UIViewRepresentable : SwiftUI.View where Self.Body == Swift.Never {
//   associatedtype UIViewType : UIKit.UIView
//   @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
//   @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
//   @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
//   associatedtype Coordinator = Swift.Void
//   @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
//   typealias Context = SwiftUI.UIViewRepresentableContext<Self>
// }
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    associatedtype Coordinator = Void
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Coordinator == Void {
    // public func makeCoordinator() -> Self.Coordinator
    public func makeCoordinator() -> Coordinator { fatalError() }
}

extension UIViewRepresentable {
    // public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) { fatalError() }
    // public var body: Swift.Never { get }
    public var body: Never { fatalError() }
}

// @preconcurrency @MainActor public struct UIViewRepresentableContext<Representable> where Representable : SwiftUI.UIViewRepresentable {
//   @MainActor @preconcurrency public var environment: SwiftUI.EnvironmentValues { get }
// }
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public var environment: EnvironmentValues { fatalError() }
}
